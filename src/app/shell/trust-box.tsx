import copy from '@flows/shell/copy.json';

/** The short trust box at the top of the page frame's aside: words from flows/shell/copy.json. */
export function TrustBox() {
  return (
    <div className="trust-box">
      {copy.trust.lines.map((line) => (
        <p key={line} className="trust-box__line">
          <svg className="trust-box__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 0 0-4 0v2Z" />
          </svg>
          {line}
        </p>
      ))}
    </div>
  );
}
