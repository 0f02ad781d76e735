import { useLocation } from 'react-router';
import { offersProduct, productFromPath } from '@/core/registration';
import { useBrand } from '@/renderer/brand/brand-context';
import { NotFoundPage } from '../shell/not-found-page';
import { LegacyRegisterRoute } from './registration-route';

/**
 * /account/{product}/register for the products beside the HELOC (the age-restricted interest-only
 * line, the DSCR loan): the same steps with the product's own words and rules, for a brand whose
 * manifest offers the product; not found elsewhere.
 */
export function ProductRegisterRoute() {
  const brand = useBrand();
  const product = productFromPath(useLocation().pathname);
  if (product === 'heloc' || !offersProduct(brand, product)) return <NotFoundPage />;
  return <LegacyRegisterRoute key={product} product={product} />;
}
