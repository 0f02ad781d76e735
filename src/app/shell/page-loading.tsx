import copy from '@flows/shell/copy.json';

/**
 * What a page shows while its code or data arrives. It is a screen tall, so the footer stays
 * below the fold until the page itself is drawn and nothing visible jumps (no layout shift).
 */
export function PageLoading() {
  return (
    <p role="status" className="page-loading">
      {copy.loading}
    </p>
  );
}
