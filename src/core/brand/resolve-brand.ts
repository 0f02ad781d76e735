/**
 * Which lender a page belongs to: the `org` query parameter, else the host name through the
 * host-prefix table, else the provider default. Pure, so the browser, the build scripts and
 * brand:diff all resolve hosts the same way.
 */

export type BrandSource = 'query' | 'host' | 'default';

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
