import type { RegistrationBrand, RegistrationProduct } from './context';

/** Which manifest `products` switch offers each registration product. */
const OFFERED_BY: Record<RegistrationProduct, keyof RegistrationBrand['products']> = {
  heloc: 'heloc',
  'heloc-62-interest-only': 'interestOnly62Plus',
  dscr: 'dscr',
  'heloc-crypto-backed': 'cryptoBacked',
};

export const REGISTRATION_PRODUCTS = Object.keys(OFFERED_BY) as RegistrationProduct[];

/** Whether the brand's manifest offers the product. */
export function offersProduct(brand: Pick<RegistrationBrand, 'products'>, product: RegistrationProduct): boolean {
  return brand.products[OFFERED_BY[product]];
}

/** The product a site path belongs to: /account/{product}/..., else the HELOC. */
export function productFromPath(pathname: string): RegistrationProduct {
  const segment = /^\/account\/([^/]+)/.exec(pathname)?.[1];
  return REGISTRATION_PRODUCTS.find((p) => p === segment) ?? 'heloc';
}

/** A product's own registration entry, /account/{product}/register (the spec's modal target). */
export function productRegisterPath(product: RegistrationProduct): string {
  return `/account/${product}/register`;
}

/**
 * The product a brand's plain registration path (register-v2, /register) is for: the HELOC, or,
 * for a brand that does not offer it (a DSCR-only lender), the first product it does offer, whose
 * own journey that path must show. Null when the brand offers none of them.
 */
export function plainRegistrationProduct(brand: Pick<RegistrationBrand, 'products'>): RegistrationProduct | null {
  return REGISTRATION_PRODUCTS.find((p) => offersProduct(brand, p)) ?? null;
}
