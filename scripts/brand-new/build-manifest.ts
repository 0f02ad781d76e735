import type { BrandManifest } from '../../src/generated/types/brand-manifest';
import type { Palette } from './palette';
import type { BrandInput } from './resolve-options';

export const SCHEMA_REF = '../../schemas/brand-manifest.schema.json';
export const LOGO_FILE = 'logo.svg';

/**
 * One fictional paragraph so the footer is not empty in a preview. It names the lender so a
 * reviewer notices it is a stand-in; compliance supplies the real text (brands/README.md).
 */
export function placeholderDisclaimer(input: Pick<BrandInput, 'kind' | 'legalName'>): string {
  const insurer = input.kind === 'bank' ? 'Member FDIC.' : 'Federally insured by NCUA.';
  return `${input.legalName}. ${insurer} Home-equity lines of credit are subject to credit approval and property eligibility; rates are variable and may change.`;
}

/**
 * The manifest for a new partner lender: the given facts plus the defaults most partners share.
 * Keys are written in the schema's property order, the colours by buildPalette (build-manifest.test.ts
 * holds both to it), so the file reads like every other manifest; optional fields are left out
 * rather than guessed.
 */
export function buildManifest(input: BrandInput, colors: Palette): BrandManifest {
  return {
    $schema: SCHEMA_REF,
    orgCode: input.org,
    displayName: input.name,
    legalName: input.legalName,
    kind: input.kind,
    hostPrefixes: [...input.hosts],
    theme: {
      logo: { file: LOGO_FILE, alt: input.name },
      fontStack: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
      colors: { ...colors },
    },
    support: { phone: input.phone, email: input.email, hoursDepartment: 'OPS_CUSTOMER_SERVICE' },
    company: {
      address: { street1: input.street, city: input.city, state: input.state, zip: input.zip },
      nmls: input.nmls,
    },
    statesServed: [...input.states],
    footer: {
      termsLabel: input.termsLabel,
      extraLinks: [],
      disclaimers: [placeholderDisclaimer(input)],
      housingLogo: 'equal-housing-lender',
    },
    stateRestrictions: { newYork: { site: 'none' }, hawaii: { refer: false }, regulatorReview: [] },
    products: { heloc: true, dscr: false, cryptoBacked: false, interestOnly62Plus: false },
    referral: { loanOfficerRequired: false },
    menus: { feedbackLink: false, portfolioManager: false },
  };
}

/** 2-space JSON with a trailing newline, like every committed manifest. */
export function manifestText(manifest: BrandManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
