import { resolveBrand, type HostTable } from '../../src/core/brand/resolve-brand';
import { stringList } from './change';
import type { Manifest, Snapshot } from './snapshot';

export interface LenderRef {
  orgCode: string;
  displayName: string;
}

/** A host that lands on another lender; `prefix` null stands for every host no lender claims. */
export interface HostChange {
  prefix: string | null;
  before: LenderRef & { isDefault: boolean };
  after: LenderRef & { isDefault: boolean };
}

/** Any host name with no known prefix; `localhost` has no left-most label to look up, so it always gets the default. */
const UNCLAIMED_HOST = 'localhost';

/**
 * Every host that resolves to a different lender, decided by the app's own resolver with each
 * side's full table and default, so precedence and the default fallback are exactly the app's.
 */
export function computeHostChanges(before: Snapshot, after: Snapshot): HostChange[] {
  const sides = [side(before.brands), side(after.brands)] as const;
  const prefixes = [...new Set([...Object.keys(sides[0].table), ...Object.keys(sides[1].table)])].sort();
  const changes: HostChange[] = [];
  for (const prefix of [null, ...prefixes]) {
    const hostname = prefix === null ? UNCLAIMED_HOST : `${prefix}.example.com`;
    const [was, now] = sides.map((s) => s.resolve(hostname));
    if (was!.orgCode !== now!.orgCode) changes.push({ prefix, before: was!, after: now! });
  }
  return changes;
}

function side(brands: Map<string, Manifest>) {
  const table = hostTable(brands);
  const fallback = defaultOrgCode(brands) ?? '';
  return {
    table,
    resolve(hostname: string) {
      const { orgCode, source } = resolveBrand({ search: '', hostname }, table, fallback);
      return { ...lenderRef(brands, orgCode), isDefault: source === 'default' };
    },
  };
}

/** Prefix -> org code; on a clash (which validation refuses) the first brand by org code keeps it. */
export function hostTable(brands: Map<string, Manifest>): HostTable {
  const table: Record<string, string> = {};
  for (const orgCode of [...brands.keys()].sort()) {
    for (const prefix of stringList(brands.get(orgCode)!.hostPrefixes)) table[prefix] ??= orgCode;
  }
  return table;
}

export function defaultOrgCode(brands: Map<string, Manifest>): string | undefined {
  return [...brands.keys()].sort().find((orgCode) => brands.get(orgCode)!.isDefault === true);
}

export function lenderRef(brands: Map<string, Manifest>, orgCode: string): LenderRef {
  if (!orgCode) return { orgCode: '(none)', displayName: 'no default brand' };
  const name = brands.get(orgCode)?.displayName;
  return { orgCode, displayName: typeof name === 'string' ? name : '(unknown lender)' };
}
