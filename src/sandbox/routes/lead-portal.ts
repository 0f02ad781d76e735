import type { Context, Hono } from 'hono';
import { HttpError } from '../http-error';
import { resolveBrand } from '../org';
import type { SandboxContext } from '../sandbox-context';
import { getLoanOriginator, getReferral, type StoredOriginator } from '../stores/lead-portal-store';

type UuidParam = 'referralUuid' | 'loanOriginatorUuid';

/**
 * Referrals and referring loan officers or brokers (platform spec, lead portal). Public: the
 * referral link is followed before registration. A malformed uuid is a 400 naming it, an
 * unknown one a 404; the web app treats both as "no valid referrer".
 */
export function registerLeadPortalRoutes(app: Hono, ctx: SandboxContext): void {
  function uuidParam(c: Context, name: UuidParam): string {
    const value = c.req.param(name) ?? '';
    ctx.validator.value({ [name]: value }, 'path-params', 'Path');
    return value;
  }

  function originator(c: Context): StoredOriginator {
    const uuid = uuidParam(c, 'loanOriginatorUuid');
    const found = getLoanOriginator(ctx.db, uuid);
    if (!found) throw new HttpError(404, `No loan originator '${uuid}'`);
    return found;
  }

  app.get('/service-application/external/api/v1/heloc/referral-id/:referralUuid', (c) => {
    ctx.validator.query(c, 'org-query');
    const uuid = uuidParam(c, 'referralUuid');
    const referral = getReferral(ctx.db, uuid);
    if (!referral) throw new HttpError(404, `No referral '${uuid}'`);
    return c.json({ status: referral.status, email: referral.email });
  });

  app.get('/service-lead-portal/api/referrals/:referralUuid', (c) => {
    ctx.validator.query(c, 'org-query');
    const uuid = uuidParam(c, 'referralUuid');
    const wholesale = getReferral(ctx.db, uuid)?.wholesale;
    if (!wholesale) throw new HttpError(404, `No wholesale referral '${uuid}'`);
    return c.json(wholesale);
  });

  // The org is checked (unknown is a 400) but originators are shared by every brand, so the
  // seeded ones work with whichever brands a test or a developer has.
  app.get('/service-lead-portal/api/lo/:loanOriginatorUuid', (c) => {
    ctx.validator.query(c, 'org-query');
    resolveBrand(c, ctx.brands);
    return c.json(originator(c).originator);
  });

  app.get('/service-lead-portal/api/lo/:loanOriginatorUuid/licensed-states', (c) => {
    ctx.validator.query(c, 'org-query');
    return c.json({ licensedStates: originator(c).licensedStates });
  });
}
