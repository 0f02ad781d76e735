/**
 * The register page header (borrower-journey.md section 2) as one small line above the heading:
 * the title, then 'Application ID#' with the application's loan number once there is one. Words
 * come from flows/registration/copy.json; the application's screens show it too, with the number
 * (flows/application/register-header.json names the same words by $ref).
 */
export function RegisterHeader({
  copy,
  loanNumber,
  title = copy.title,
}: {
  copy: Readonly<{ applicationId: string; title: string }>;
  loanNumber?: string | null | undefined;
  /** A product's own title (the DSCR loan, the 62+ line) instead of the HELOC's. */
  title?: string | undefined;
}) {
  return (
    <p className="page-caption">
      <span className="page-caption__title">{title}</span>{' '}
      {loanNumber && (
        <span className="page-caption__id">
          {copy.applicationId} {loanNumber}
        </span>
      )}
    </p>
  );
}
