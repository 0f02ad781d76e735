import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { HttpError } from '../http-error';
import { resolveBrand } from '../org';
import type { SandboxContext } from '../sandbox-context';
import { getOfferCode, getPrepop } from '../stores/prefill-store';
import { addWaitlistEntry } from '../stores/submissions-store';
import type { WaitlistEntry } from '@/generated/types/sandbox-submissions';
import type { WaitlistRequest } from '@/generated/types/waitlist-request';

/**
 * Where registration is pre-filled from before anyone signs in (direct-mail offer codes,
 * affiliate hand-overs), and the waitlist for a product a borrower cannot get yet.
 */
export function registerPrefillRoutes(app: Hono, ctx: SandboxContext): void {
  app.get('/offercode/:code', (c) => {
    ctx.validator.query(c, 'org-query');
    const { code } = ctx.validator.value<{ code: string }>({ code: c.req.param('code') }, 'path-params', 'Path');
    const offer = getOfferCode(ctx.db, code);
    if (!offer) throw new HttpError(404, `No offer with code '${code}'`);
    return c.json(offer);
  });

  app.get('/a/external/prepop', (c) => {
    const { affiliateId, token } = ctx.validator.query<{ affiliateId: string; token: string }>(
      c,
      'affiliate-prepop-query',
    );
    const prepop = getPrepop(ctx.db, affiliateId, token);
    // One answer for an unknown affiliate and a wrong token: a token is a secret of the link.
    if (!prepop) throw new HttpError(404, 'No pre-fill data for this affiliate link');
    return c.json(prepop);
  });

  app.post('/waitlist/home-equity-loan-plus', async (c) => {
    ctx.validator.query(c, 'org-query');
    const brand = resolveBrand(c, ctx.brands);
    const entry = await ctx.validator.body<WaitlistRequest>(c, 'waitlist-request');
    const stored: WaitlistEntry = {
      uuid: randomUUID(),
      organizationCode: brand.orgCode,
      createdAt: ctx.now().toISOString(),
      entry,
    };
    addWaitlistEntry(ctx.db, stored);
    return c.json({ uuid: stored.uuid, createdAt: stored.createdAt }, 201);
  });
}
