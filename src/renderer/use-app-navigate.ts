import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate, type NavigateFunction, type NavigateOptions, type To } from 'react-router';

/**
 * useNavigate, but one function for the component's life. Under the declarative router
 * (BrowserRouter) react-router's navigate is a new function after every navigation, so a
 * callback or effect that depends on it runs again when the address changes: the status
 * routing would route once more and undo the step the borrower just took. The app's code
 * navigates with this hook only.
 */
export function useAppNavigate(): NavigateFunction {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  return useCallback(
    ((to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? latest.current(to) : latest.current(to, options)) as NavigateFunction,
    [],
  );
}
