import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { CommsConsentRequest } from '@/generated/types/comms-consent-request';
import { authenticate } from '../auth/authenticate';
import { HttpError } from '../http-error';
import { brandFor } from '../org';
import type { SandboxContext } from '../sandbox-context';
import { addCommsConsent } from '../stores/submissions-store';
import { describeFieldErrors } from '../validation-errors';

/** SMS consent wording and the record of what was agreed (borrower-journey spec, section 7). */
export function registerCommsPrefsRoutes(app: Hono, ctx: SandboxContext): void {
  app.get('/service-comms-prefs/external/api/v1/consent/prompt/:consentType', (c) => {
    ctx.validator.query(c, 'org-query');
    const { consentType } = ctx.validator.value<{ consentType: string }>(
      { consentType: c.req.param('consentType') },
      'path-params',
      'Path',
    );
    const prompt = ctx.seed.lending.consentPrompts.find((p) => p.consentType === consentType);
    if (!prompt) throw new HttpError(404, `No consent prompt for ${consentType}`);
    return c.json(prompt);
  });

  app.post('/service-comms-prefs/secure/api/v1/consent/user', async (c) => {
    ctx.validator.query(c, 'org-query');
    const { identity } = authenticate(c, ctx);
    const body = await ctx.validator.body<CommsConsentRequest>(c, 'comms-consent-request');
    brandFor(ctx.brands, body.org);
    // A consent names the exact wording shown; a uuid the sandbox never handed out is a bug.
    const known = new Set(ctx.seed.lending.consentPrompts.map((p) => p.uuid));
    const unknown = body.consents.flatMap((consent, i) =>
      known.has(consent.consentPromptUuid.toLowerCase())
        ? []
        : [{ pointer: `/consents/${i}/consentPromptUuid`, message: 'is not a known consent prompt' }],
    );
    if (unknown.length > 0) throw new HttpError(400, describeFieldErrors(unknown, 'Request body'), unknown);
    const record = {
      uuid: randomUUID(),
      identityUuid: identity.uuid,
      organizationCode: body.org,
      recordedAt: ctx.now().toISOString(),
      consent: body,
    };
    addCommsConsent(ctx.db, record);
    return c.json({ uuid: record.uuid, createdAt: record.recordedAt }, 201);
  });
}
