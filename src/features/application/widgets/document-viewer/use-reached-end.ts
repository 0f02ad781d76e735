import { useCallback, useRef, useState } from 'react';

/** The last part counts as reached when this share of it is visible (platform-services section 2). */
export const REACHED_SHARE = 0.25;

/**
 * A callback ref for the last part of the documents and whether the borrower has scrolled to it.
 * Once reached it stays reached, so scrolling back up to re-read does not take the button away.
 */
export function useReachedEnd(): [(element: Element | null) => void, boolean] {
  const [reached, setReached] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: Element | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Without the API there is no way to tell; never lock the borrower out.
      setReached(true);
      return;
    }
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= REACHED_SHARE)) {
          setReached(true);
          observer.current?.disconnect();
        }
      },
      { threshold: REACHED_SHARE },
    );
    observer.current.observe(element);
  }, []);
  return [ref, reached];
}
