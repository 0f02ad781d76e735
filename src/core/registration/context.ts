import type { BrandManifest } from '@/generated/types/brand-manifest';
import type { HelocCreateRequest } from '@/generated/types/heloc-create-request';
import type { RegistrationData } from '@/generated/types/registration-data';

export type { RegistrationData };

/** The parts of a brand manifest the registration rules and conditions read. */
export type RegistrationBrand = Pick<
  BrandManifest,
  'orgCode' | 'products' | 'stateRestrictions' | 'forSaleWindowMonths' | 'referral'
>;

/**
 * Those parts of a brand, and nothing else (a condition sees only what the flow contract names).
 * An optional field the manifest leaves out stays out: conditions are JSON Schemas, and a key
 * holding undefined is not in a manifest's JSON.
 */
export function registrationBrand(brand: RegistrationBrand): RegistrationBrand {
  const { orgCode, products, stateRestrictions, forSaleWindowMonths, referral } = brand;
  return {
    orgCode,
    products,
    stateRestrictions,
    ...(forSaleWindowMonths === undefined ? {} : { forSaleWindowMonths }),
    referral,
  };
}

export type FlagState = { enabled: boolean; variables?: Record<string, unknown> };

/** The products of the create call's contract (schemas/api/heloc-create-request.schema.json). */
export type RegistrationProduct = NonNullable<HelocCreateRequest['product']>;

/**
 * Everything a step's conditions and rules may look at. Conditions in flows/registration/steps.json
 * are JSON Schemas this whole object must match, so its field names are part of the flow contract.
 */
export type RegistrationContext = {
  data: RegistrationData;
  brand: RegistrationBrand;
  /** Feature flags by key (fe-heloc-...), as evaluated for this borrower. */
  flags: Record<string, FlagState>;
  authMode: 'password' | 'identity-provider';
  environment: 'production' | 'non-production';
  /** yyyy-MM-dd, passed in so age rules never read a clock. */
  today: string;
  /** The referring loan officer's licensed states when they are enforced; null otherwise. */
  licensedStates: string[] | null;
  signedIn: boolean;
  product: RegistrationProduct;
};

export type { FieldError, Severity } from '@/core/form';
