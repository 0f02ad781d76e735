import { hostLabel, isOrgCode, resolveBrand, type BrandResolution } from '@/core/brand/resolve-brand';
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
  if (!isOrgCode(resolution.orgCode)) {
    throw new BrandLoadError(`"${resolution.orgCode}" is not an organization code.`);
  }
  const brand = await fetchJson<Brand>(`${BRAND_DATA_BASE}/orgs/${resolution.orgCode}.json`);
  if (!brand) throw new BrandLoadError(`No organization with code ${resolution.orgCode}.`);
  return { brand, resolution };
}
