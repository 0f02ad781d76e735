/**
 * Which lender a page belongs to: the `org` query parameter, else the host name through the
 * host-prefix table, else the provider default. Pure, so the browser, the build scripts and
 * brand:diff all resolve hosts the same way.
 */

export type BrandSource = 'query' | 'host' | 'tab' | 'default';

export interface BrandResolution {
  orgCode: string;
  source: BrandSource;
  /** The host label that was looked up, when the host decided. */
  hostLabel?: string;
}

/** Host-prefix table: left-most host label -> org code. */
export type HostTable = Readonly<Record<string, string>>;

const ORG_CODE = /^[A-Z][A-Z0-9_]{1,39}$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function isOrgCode(value: string): boolean {
  return ORG_CODE.test(value);
}

/** The `org` query parameter, upper-cased; null when absent or blank. */
export function orgFromQuery(search: string): string | null {
  const value = new URLSearchParams(search).get('org')?.trim();
  return value ? value.toUpperCase() : null;
}

/**
 * The label a host prefix is matched against: the left-most DNS label, after a leading `www.`.
 * Bare `localhost`, IP addresses and single-label hosts name no lender.
 */
export function hostLabel(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || IPV4.test(host) || host.startsWith('[')) return null;
  const labels = host.split('.');
  if (labels[0] === 'www') labels.shift();
  if (labels.length < 2) return null;
  return labels[0] || null;
}

export function resolveBrand(
  input: { search: string; hostname: string },
  hostTable: HostTable,
  defaultOrgCode: string,
): BrandResolution {
  const fromQuery = orgFromQuery(input.search);
  if (fromQuery) return { orgCode: fromQuery, source: 'query' };
  const label = hostLabel(input.hostname);
  if (label && Object.hasOwn(hostTable, label)) {
    return { orgCode: hostTable[label]!, source: 'host', hostLabel: label };
  }
  return { orgCode: defaultOrgCode, source: 'default' };
}

/**
 * The lender this browser tab was opened for by an `org` query parameter, carried to later pages
 * of the same tab. The app drops the parameter as the borrower moves on, so without this a reload
 * of /account/heloc/<uuid> would fall back to the provider's brand, and its first call, naming the
 * wrong lender, would end the borrower's session. Only a page the query and the host left to the
 * default takes it; an invalid remembered value is ignored.
 */
export function withTabOrg(resolution: BrandResolution, tabOrg: string | null | undefined): BrandResolution {
  if (resolution.source !== 'default' || !tabOrg || !isOrgCode(tabOrg)) return resolution;
  return { orgCode: tabOrg, source: 'tab' };
}

/** What the tab remembers after a page resolved: the query's lender, else what it had. */
export function tabOrgAfter(resolution: BrandResolution, tabOrg: string | null | undefined): string | null {
  if (resolution.source === 'query') return resolution.orgCode;
  return tabOrg ?? null;
}
