import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from './page-loading';
import { RouteErrorPage } from './route-error-page';

interface CatchProps {
  /** A new value (the next navigation) clears a caught error, so the next page draws again. */
  resetKey: string;
  children: ReactNode;
}

class CatchRouteError extends Component<CatchProps, { error: unknown; resetKey: string; caught: boolean }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey, caught: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, caught: true };
  }

  static getDerivedStateFromProps(props: CatchProps, state: { resetKey: string; caught: boolean }) {
    return props.resetKey === state.resetKey ? null : { error: null, caught: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.caught ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * Around every page: a page whose code is still arriving shows the loading state (the shell
 * stays), and a page that fails to draw or to load shows the error page in the shell, until
 * the borrower goes elsewhere.
 */
export function RouteBoundary() {
  const { pathname } = useLocation();
  return (
    <CatchRouteError resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </CatchRouteError>
  );
}
