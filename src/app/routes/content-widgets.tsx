import { fillTemplate } from '@/core/text/template';
import copy from '@flows/shell/copy.json';
import { useBrand } from '@/renderer/brand/brand-context';
import { US_STATES } from '@/core/geo/us-states';

export function StatesServed() {
  const brand = useBrand();
  const names = new Map<string, string>(US_STATES.map((s) => [s.abbrev, s.name]));
  return (
    <ul className="columns">
      {[...brand.statesServed].sort().map((code) => (
        <li key={code}>{names.get(code) ?? code}</li>
      ))}
    </ul>
  );
}

export function SupportContact() {
  const brand = useBrand();
  return (
    <ul className="plain">
      <li>
        <a href={`tel:+1${brand.support.phone.replace(/\D/g, '')}`}>
          {fillTemplate(copy.footer.supportPhone, { phone: brand.support.phone })}
        </a>
      </li>
      <li>
        <a href={`mailto:${brand.support.email}`}>
          {fillTemplate(copy.footer.supportEmail, { email: brand.support.email })}
        </a>
      </li>
    </ul>
  );
}
