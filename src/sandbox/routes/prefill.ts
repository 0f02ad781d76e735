import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { HttpError } from '../http-error';
import { resolveBrand } from '../org';
import type { SandboxContext } from '../sandbox-context';
import { getOfferCode, getPrepop } from '../stores/prefill-store';
import { addWaitlistEntry } from '../stores/submissions-store';
import type { WaitlistEntry } from '@/generated/types/sandbox-submissions';
import { addConsentRecords, wordsHash } from '../stores/consent-records-store';
import { describeFieldErrors } from '../validation-errors';
import type { ConsentRequest } from '@/generated/types/consent-request';
import type { WaitlistRequest } from '@/generated/types/waitlist-request';

/**
 * Where registration is pre-filled from before anyone signs in (direct-mail offer codes,
 * affiliate hand-overs), and the waitlist for a product a borrower cannot get yet.
 */
/** The waitlist consent is of type WAITLIST at its current version (profile consent-types). */
function checkWaitlistConsent(ctx: SandboxContext, consent: ConsentRequest): void {
  const problems: { pointer: string; message: string }[] = [];
  const current = ctx.seed.lending.consentTypes.profile.find((t) => t.type === WAITLIST_CONSENT)?.version;
  if (consent.type !== WAITLIST_CONSENT)
    problems.push({ pointer: '/consentRecord/type', message: `must be ${WAITLIST_CONSENT}` });
  else if (consent.version !== current)
    problems.push({
      pointer: '/consentRecord/version',
      message: `is not the current version of ${WAITLIST_CONSENT} (${current})`,
    });
  if (problems.length > 0) throw new HttpError(400, describeFieldErrors(problems, 'Request body'), problems);
}

const WAITLIST_CONSENT = 'WAITLIST';

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
    const consent = entry.consent ? entry.consentRecord : undefined;
    if (consent) checkWaitlistConsent(ctx, consent);
    ctx.db.transaction(() => {
      addWaitlistEntry(ctx.db, stored);
      // The consent to be contacted is kept for an audit like registration's: nobody has an account yet.
      if (consent)
        addConsentRecords(ctx.db, [
          {
            uuid: randomUUID(),
            identityUuid: null,
            applicationUuid: null,
            organizationCode: brand.orgCode,
            channel: 'WAITLIST',
            type: consent.type,
            version: consent.version,
            choice: 'AGREED',
            text: consent.text,
            textSha256: wordsHash(consent.text),
            page: consent.page,
            recordedAt: stored.createdAt,
          },
        ]);
    });
    return c.json({ uuid: stored.uuid, createdAt: stored.createdAt }, 201);
  });
}
