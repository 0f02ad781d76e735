import type { Context } from 'hono';
import type { BrandRegistry, SandboxBrand } from './brands';
import { HttpError } from './http-error';

/**
 * The org a request names: x-org header, else ?orgCode=, else ?organization= (as the
 * registration and loan-originator calls spell it), else one taken from the body.
 */
export function requestedOrg(c: Context, fromBody?: unknown): string | undefined {
  const header = c.req.header('x-org')?.trim();
  if (header) return header;
  const query = c.req.query('orgCode')?.trim() || c.req.query('organization')?.trim();
  if (query) return query;
  return typeof fromBody === 'string' && fromBody.trim() ? fromBody.trim() : undefined;
}

/** Looks up a named org, or the default brand when none is named. */
export function brandFor(brands: BrandRegistry, orgCode: string | undefined): SandboxBrand {
  if (orgCode === undefined) {
    if (!brands.defaultBrand) throw new HttpError(400, 'No organization given and no brands found under brands/');
    return brands.defaultBrand;
  }
  const brand = brands.byCode.get(orgCode);
  if (!brand) throw new HttpError(400, `Unknown organization '${orgCode}'`);
  return brand;
}

export function resolveBrand(c: Context, brands: BrandRegistry, fromBody?: unknown): SandboxBrand {
  return brandFor(brands, requestedOrg(c, fromBody));
}
