import { consentNoticeParts, registrationCopy } from '@/core/registration';
import { brandTemplateValues, useBrand } from '@/renderer/brand/brand-context';
import { RouterLink } from '@/renderer/router-link';

/** The consent words under a step that asks for consent, with links to the brand's legal pages. */
export function ConsentNotice() {
  const brand = useBrand();
  const parts = consentNoticeParts(registrationCopy.consent, brand.footer, brandTemplateValues(brand));
  return (
    <p className="consent-notice">
      {parts.map((part, i) =>
        part.href === undefined ? (
          <span key={i}>{part.text}</span>
        ) : (
          <RouterLink key={i} to={part.href}>
            {part.text}
          </RouterLink>
        ),
      )}
    </p>
  );
}
