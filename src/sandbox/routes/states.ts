import type { Hono } from 'hono';
import { US_STATES } from '../../core/geo/us-states';
import { evaluateFlag } from '../evaluate-flag';
import { brandFor, resolveBrand } from '../org';
import type { SandboxContext } from '../sandbox-context';
import { readOverrides } from '../stores/flag-overrides-store';

const BASE = '/service-application/external/api';
/** The flag whose zipCodes variable lists declared disaster areas. */
const DISASTER_FLAG = 'fe-heloc-ca-fires';

/** Where a lender lends: states, zips and licences (borrower-journey spec, calls). */
export function registerStateRoutes(app: Hono, ctx: SandboxContext): void {
  app.get(`${BASE}/v2/heloc/states-eligibility`, (c) => {
    ctx.validator.query(c, 'org-query');
    const served = new Set(resolveBrand(c, ctx.brands).statesServed);
    return c.json({ states: US_STATES.map(({ abbrev, name }) => ({ abbrev, name, eligible: served.has(abbrev) })) });
  });

  app.get(`${BASE}/v1/heloc/zip-eligibility`, (c) => {
    const { zip } = ctx.validator.query<{ zip: string }>(c, 'zip-eligibility-query');
    const brand = resolveBrand(c, ctx.brands);
    const flag = ctx.flagList.byKey.get(DISASTER_FLAG);
    const disaster = flag ? evaluateFlag(flag, brand, readOverrides(ctx.db)) : undefined;
    const zipCodes = disaster?.enabled ? disaster.variables.zipCodes : undefined;
    return c.json({
      zip,
      eligible: !ctx.seed.ineligibleZips.has(zip),
      disasterArea: Array.isArray(zipCodes) && zipCodes.map(String).includes(zip),
    });
  });

  // The org is the required query here (not the header): the app asks about a named lender.
  app.get(`${BASE}/v1/heloc/state-licenses`, (c) => {
    const { orgCode } = ctx.validator.query<{ orgCode: string }>(c, 'state-licenses-query');
    return c.json({ items: brandFor(ctx.brands, orgCode).statesServed.map((abbrev) => ({ abbrev })) });
  });
}
