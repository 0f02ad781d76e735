import { readFileSync } from 'node:fs';
import type { BrandRegistry } from './brands';
import type { SandboxDb } from './db';
import { HttpError } from './http-error';
import { ensureLendingSeed, loadLendingSeed, type LendingSeed } from './seed-lending';
import { BANNER_FILES, replaceBanners, type Banner } from './stores/banners-store';
import { ensureWeek, replaceWeek, type BusinessHoursEntry } from './stores/hours-store';
import type { RequestValidator } from './validate-request';
import { weekProblems } from './business-hours';

/** Seed data shipped with the sandbox: fictional, and what a reset brings back. */
export interface SeedData {
  banners: readonly Banner[];
  hours: Readonly<Record<string, readonly BusinessHoursEntry[]>>;
  /** Zips the fictional lender does not lend in, so the ineligible path can be exercised. */
  ineligibleZips: ReadonlySet<string>;
  /** Offer codes, affiliate pre-fills, referrers and consent wording for registration. */
  lending: LendingSeed;
}

/** The week given to a department a brand names but the seed does not list. */
const FALLBACK_DEPARTMENT = 'OPS_CUSTOMER_SERVICE';

function readSeed(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./seed/${name}`, import.meta.url), 'utf8')) as unknown;
}

// Seeds are checked with the same schemas as control-API bodies, so a bad edit fails at startup.
function checked<T>(validator: RequestValidator, data: unknown, schema: string, name: string): T {
  try {
    return validator.value<T>(data, schema, name);
  } catch (error) {
    if (error instanceof HttpError) throw new Error(`Sandbox seed ${name}: ${error.message}`);
    throw error;
  }
}

export function loadSeedData(validator: RequestValidator): SeedData {
  const banners = checked<Banner[]>(validator, readSeed('banners.json'), 'banner-list', 'banners.json');
  const rawHours = readSeed('operating-hours.json') as Record<string, unknown>;
  const hours: Record<string, BusinessHoursEntry[]> = {};
  for (const [department, week] of Object.entries(rawHours)) {
    const name = `operating-hours.json ${department}`;
    hours[department] = checked<BusinessHoursEntry[]>(validator, week, 'business-hours-week', name);
    if (weekProblems(hours[department]).length > 0) throw new Error(`Sandbox seed ${name}: weekdays do not match`);
  }
  const zips = readSeed('ineligible-zips.json') as string[];
  return { banners, hours, ineligibleZips: new Set(zips), lending: loadLendingSeed(validator) };
}

/** Every department a brand's footer names gets hours, so no brand's footer hits a 404. */
export function ensureBrandDepartments(db: SandboxDb, seed: SeedData, brands: BrandRegistry): void {
  const fallback = seed.hours[FALLBACK_DEPARTMENT] ?? [];
  for (const brand of brands.byCode.values()) {
    if (brand.hoursDepartment) ensureWeek(db, brand.hoursDepartment, seed.hours[brand.hoursDepartment] ?? fallback);
  }
}

/**
 * For a data file that already exists: adds what a newer sandbox seeds and the file lacks,
 * and changes nothing that is there.
 */
export function ensureSeed(db: SandboxDb, seed: SeedData, brands: BrandRegistry): void {
  db.transaction(() => {
    ensureBrandDepartments(db, seed, brands);
    ensureLendingSeed(db, seed.lending);
  });
}

/** Writes the seed into an empty database (first start, or after a reset). */
export function seedState(db: SandboxDb, seed: SeedData, brands: BrandRegistry): void {
  db.transaction(() => {
    replaceBanners(db, BANNER_FILES, seed.banners);
    for (const [department, week] of Object.entries(seed.hours)) replaceWeek(db, department, week);
    ensureSeed(db, seed, brands);
  });
}
