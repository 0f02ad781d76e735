/**
 * The mark every error carries besides its colour (WCAG 1.4.1): a disc with an exclamation mark,
 * drawn inline so the CSP's img-src has nothing to allow. Decorative: the words say it all.
 */
export function ErrorIcon() {
  return (
    <svg className="error-icon" viewBox="0 0 20 20" aria-hidden="true">
      <circle className="error-icon__disc" cx="10" cy="10" r="10" />
      <rect className="error-icon__mark" x="8.75" y="4" width="2.5" height="8" rx="1" />
      <circle className="error-icon__mark" cx="10" cy="15" r="1.5" />
    </svg>
  );
}
