import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { HelocCreateRequest } from '@/generated/types/heloc-create-request';

/** The few manifest fields the sandbox needs; everything else in a manifest is ignored. */
export interface SandboxBrand {
  orgCode: string;
  isDefault: boolean;
  statesServed: readonly string[];
  /** States not lent in while a regulator reviews them (manifest stateRestrictions.regulatorReview). */
  regulatorReview: readonly string[];
  hoursDepartment: string | undefined;
  /** Registration needs a known loan officer (manifest referral.loanOfficerRequired). */
  loanOfficerRequired: boolean;
  flags: Readonly<Record<string, boolean>>;
  /** Products offered (manifest products), by the create call's product name. */
  products: Readonly<Record<NonNullable<HelocCreateRequest['product']>, boolean>>;
  /** How borrowers sign in (manifest authMode): with the identity provider, registration sets no password. */
  authMode: 'password' | 'identity-provider';
  /** The platform's own brand (manifest kind provider): only its borrowers may write to the CEO. */
  provider?: boolean;
  /** A home listed for sale within this many months is not eligible (manifest forSaleWindowMonths). */
  forSaleWindowMonths?: number;
}

export interface BrandRegistry {
  byCode: ReadonlyMap<string, SandboxBrand>;
  defaultBrand: SandboxBrand | undefined;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

// Manifests are validated by npm run validate, not here: while they are being written some
// fields may be missing, and the sandbox should still answer for the parts that exist.
function toBrand(folder: string, raw: unknown): SandboxBrand {
  const manifest = asRecord(raw);
  const flags = Object.fromEntries(
    Object.entries(asRecord(manifest.flags)).filter(
      (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
    ),
  );
  const states = Array.isArray(manifest.statesServed) ? manifest.statesServed : [];
  const review = asRecord(manifest.stateRestrictions).regulatorReview;
  const hoursDepartment = asRecord(manifest.support).hoursDepartment;
  return {
    orgCode: typeof manifest.orgCode === 'string' ? manifest.orgCode : folder,
    isDefault: manifest.isDefault === true,
    statesServed: states.filter((s): s is string => typeof s === 'string'),
    regulatorReview: Array.isArray(review) ? review.filter((s): s is string => typeof s === 'string') : [],
    hoursDepartment: typeof hoursDepartment === 'string' ? hoursDepartment : undefined,
    loanOfficerRequired: asRecord(manifest.referral).loanOfficerRequired === true,
    flags,
    products: {
      // A manifest still being written without products is taken as a plain HELOC lender.
      heloc: asRecord(manifest.products).heloc !== false,
      'heloc-62-interest-only': asRecord(manifest.products).interestOnly62Plus === true,
      dscr: asRecord(manifest.products).dscr === true,
      'heloc-crypto-backed': asRecord(manifest.products).cryptoBacked === true,
    },
    authMode: manifest.authMode === 'identity-provider' ? 'identity-provider' : 'password',
    provider: manifest.kind === 'provider',
    ...(typeof manifest.forSaleWindowMonths === 'number' ? { forSaleWindowMonths: manifest.forSaleWindowMonths } : {}),
  };
}

function readManifest(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    // A manifest half-saved by an editor should not take the whole sandbox down.
    console.warn(`[sandbox] skipped ${path}: not valid JSON`);
    return undefined;
  }
}

/** Reads brands/<ORG_CODE>/manifest.json under rootDir. A missing brands/ folder gives no brands. */
export function loadBrands(rootDir: string): BrandRegistry {
  const dir = join(rootDir, 'brands');
  const folders = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const brands: SandboxBrand[] = [];
  for (const folder of folders) {
    const path = join(dir, folder, 'manifest.json');
    if (!existsSync(path)) continue;
    const raw = readManifest(path);
    if (raw !== undefined) brands.push(toBrand(folder, raw));
  }
  return {
    byCode: new Map(brands.map((b) => [b.orgCode, b])),
    // Until a manifest says isDefault, the first brand by org code stands in, so the sandbox
    // still answers requests without an org.
    defaultBrand: brands.find((b) => b.isDefault) ?? brands[0],
  };
}
