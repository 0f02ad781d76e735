import type { RegistrationCopy } from '@/generated/types/registration-copy';

/**
 * The register page header (borrower-journey.md section 2): the title, 'Application ID#' with the
 * application's loan number once there is one, and the optional secondary items. Words come from
 * flows/registration/copy.json; the application's screens show it too, with the number.
 */
export function RegisterHeader({
  copy,
  loanNumber,
  title = copy.title,
  tagline,
}: {
  copy: RegistrationCopy['header'];
  loanNumber?: string | null | undefined;
  /** A product's own title (the DSCR loan, the 62+ line) instead of the HELOC's. */
  title?: string | undefined;
  /** The product's promise under the title (flows/registration/copy.json products). */
  tagline?: string | undefined;
}) {
  return (
    <header className="register-header">
      <p className="register-header__title">{title}</p>
      {tagline && <p className="register-header__tagline">{tagline}</p>}
      <p className="register-header__id">
        {copy.applicationId} {loanNumber || copy.applicationIdPending}
      </p>
      {copy.secondary && copy.secondary.length > 0 && (
        <ul className="register-header__secondary">
          {copy.secondary.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </header>
  );
}
