import { createContext, use, type ReactNode } from 'react';
import type { BrandManifest } from '@/generated/types/brand-manifest';

/** A brand as the browser receives it: the manifest plus where its logo is served. */
export type Brand = Omit<BrandManifest, '$schema'> & { logoUrl: string };

const BrandContext = createContext<Brand | null>(null);

export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext value={brand}>{children}</BrandContext>;
}

export function useBrand(): Brand {
  const brand = use(BrandContext);
  if (!brand) throw new Error('useBrand outside BrandProvider');
  return brand;
}

/** Values every brand-aware text template may use. */
export function brandTemplateValues(brand: Brand): Record<string, string> {
  return {
    displayName: brand.displayName,
    legalName: brand.legalName,
    nmls: brand.company.nmls,
    supportPhone: brand.support.phone,
    supportEmail: brand.support.email,
    termsLabel: brand.footer.termsLabel,
  };
}
