import {
  hostLabel,
  isOrgCode,
  resolveBrand,
  tabOrgAfter,
  withTabOrg,
  type BrandResolution,
} from '@/core/brand/resolve-brand';
import { BRAND_DATA_BASE, DEFAULT_ORG_CODE } from '@/generated/brand-index';
import type { Brand } from '@/renderer/brand/brand-context';

export class BrandLoadError extends Error {
  override name = 'BrandLoadError';
}

async function fetchJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new BrandLoadError(`${url} answered ${response.status} ${response.statusText}`.trim());
  return (await response.json()) as T;
}

/** Where the tab keeps the lender an `org` query parameter chose (session storage: this tab only). */
const TAB_ORG_KEY = 'org';

function readTabOrg(): string | null {
  try {
    return window.sessionStorage.getItem(TAB_ORG_KEY);
  } catch {
    return null;
  }
}

function writeTabOrg(orgCode: string | null): void {
  try {
    if (orgCode) window.sessionStorage.setItem(TAB_ORG_KEY, orgCode);
  } catch {
    // Storage refused (private mode, quota): later pages of the tab fall back to the host or default.
  }
}

/**
 * Resolves and fetches the one brand this page needs. Only that brand's data file (and, for a
 * host prefix, a one-line host file) is downloaded, so the first load does not grow with the
 * number of lenders.
 */
export async function loadBrand(location: {
  search: string;
  hostname: string;
}): Promise<{ brand: Brand; resolution: BrandResolution }> {
  let resolution = resolveBrand(location, {}, DEFAULT_ORG_CODE);
  if (resolution.source === 'default') {
    const label = hostLabel(location.hostname);
    if (label) {
      const host = await fetchJson<{ orgCode: string }>(`${BRAND_DATA_BASE}/hosts/${label}.json`).catch(() => null);
      if (host) resolution = resolveBrand(location, { [label]: host.orgCode }, DEFAULT_ORG_CODE);
    }
  }
  const tabOrg = readTabOrg();
  const found = withTabOrg(resolution, tabOrg);
  // A lender the tab remembers that no longer exists, or cannot be read, leaves the page to the default.
  let brand =
    found.source === 'tab'
      ? await fetchJson<Brand>(`${BRAND_DATA_BASE}/orgs/${found.orgCode}.json`).catch(() => null)
      : null;
  if (brand) resolution = found;
  if (!isOrgCode(resolution.orgCode)) {
    throw new BrandLoadError(`"${resolution.orgCode}" is not an organization code.`);
  }
  brand ??= await fetchJson<Brand>(`${BRAND_DATA_BASE}/orgs/${resolution.orgCode}.json`);
  if (!brand) throw new BrandLoadError(`No organization with code ${resolution.orgCode}.`);
  writeTabOrg(tabOrgAfter(resolution, tabOrg));
  return { brand, resolution };
}
