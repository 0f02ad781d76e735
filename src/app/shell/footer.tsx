import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { formatCompanyAddress } from '@/core/format/address';
import { formatStatesServed } from '@/core/format/states-served';
import { productFromPath } from '@/core/registration/products';
import { fillTemplate } from '@/core/text/template';
import copy from '@flows/shell/copy.json';
import { OperatingHours } from '@/features/operating-hours/operating-hours';
import { useBrand } from '@/renderer/brand/brand-context';
import { RouterLink } from '@/renderer/router-link';
import equalHousingLender from './equal-housing-lender.svg';
import equalHousingOpportunity from './equal-housing-opportunity.svg';
import { PrivacyOptions } from './privacy-options';
import { signedInApplicationUuid } from './signed-in-application';
import './footer.css';

const t = copy.footer;

/**
 * The legal footer of platform-services.md: links, company, licensing, hours, logo, disclaimers.
 * The states line follows the product of the page (a DSCR page carries the brand's note for it).
 * On an application's pages below 1024 px it is compact: the company, its NMLS number and the
 * equal housing logo, the rest behind a disclosure button (registration and content pages keep
 * it whole; from 1024 px it is whole everywhere, footer.css).
 */
export function Footer({ product: given }: { product?: string }) {
  const { pathname } = useLocation();
  const pathProduct = productFromPath(pathname);
  const product = given ?? pathProduct;
  const compact = signedInApplicationUuid(pathname) !== null;
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const brand = useBrand();
  const { footer } = brand;
  const links = [
    { label: footer.termsLabel, url: footer.termsUrl ?? '/terms' },
    { label: t.privacy, url: footer.privacyUrl ?? '/privacy' },
    { label: t.licenses, url: '/licenses' },
    ...footer.extraLinks.map((link) => ({ label: link.label, url: link.url })),
  ];
  const lender = footer.housingLogo === 'equal-housing-lender';
  const housingLogo = lender ? equalHousingLender : equalHousingOpportunity;
  const housingAlt = lender ? t.equalHousingLender : t.equalHousingOpportunity;
  return (
    <footer className={compact ? 'footer footer--compact' : 'footer'} aria-label={t.landmark}>
      {compact && (
        <div className="footer__essentials">
          <img src={housingLogo} alt={housingAlt} width={48} height={48} />
          <p>
            {fillTemplate(t.companyHeading, { legalName: brand.legalName })}
            <br />
            {fillTemplate(t.nmls, { nmls: brand.company.nmls })}
          </p>
          <button
            type="button"
            className="link-button footer__toggle"
            aria-expanded={open}
            aria-controls={moreId}
            onClick={() => setOpen(!open)}
          >
            {t.moreDetails}
          </button>
        </div>
      )}
      <div id={moreId} className="footer__more" data-open={open}>
        <nav aria-label={t.legalLinks}>
          <ul className="footer__links">
            {links.map((link) => (
              <li key={link.label}>
                <RouterLink to={link.url}>{link.label}</RouterLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer__columns">
          <section aria-labelledby="footer-company">
            <h2 id="footer-company">{fillTemplate(t.companyHeading, { legalName: brand.legalName })}</h2>
            <address>{formatCompanyAddress(brand.company.address)}</address>
            <p>{fillTemplate(t.nmls, { nmls: brand.company.nmls })}</p>
            <p>
              {fillTemplate(t.statesServed, {
                states: formatStatesServed(brand.statesServed, product, footer.statesServedNote),
              })}
            </p>
          </section>
          <section aria-labelledby="footer-support">
            <h2 id="footer-support">{t.supportHeading}</h2>
            <p>
              <a href={`tel:+1${brand.support.phone.replace(/\D/g, '')}`}>
                {fillTemplate(t.supportPhone, { phone: brand.support.phone })}
              </a>
            </p>
            <p>
              <a href={`mailto:${brand.support.email}`}>
                {fillTemplate(t.supportEmail, { email: brand.support.email })}
              </a>
            </p>
            <h3>{t.hoursHeading}</h3>
            <OperatingHours />
          </section>
        </div>
        {footer.disclaimers.map((text, i) => (
          <p key={i} className="footer__disclaimer">
            {text}
          </p>
        ))}
        <div className="footer__bottom">
          <img src={housingLogo} alt={housingAlt} width={48} height={48} />
          <p>{t.security}</p>
          <PrivacyOptions />
          <p>{fillTemplate(t.copyright, { year: new Date().getFullYear(), legalName: brand.legalName })}</p>
        </div>
      </div>
    </footer>
  );
}
