import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { CommsConsentRequest } from '@/generated/types/comms-consent-request';
import { authenticate } from '../auth/authenticate';
import { HttpError } from '../http-error';
import { brandFor } from '../org';
import type { SandboxContext } from '../sandbox-context';
import { addConsentRecords, wordsHash } from '../stores/consent-records-store';
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
    // A consent names the prompt it answers, of the same type, at its type's current version.
    const prompts = new Map(ctx.seed.lending.consentPrompts.map((p) => [p.uuid, p]));
    const current = new Map(ctx.seed.lending.consentTypes.profile.map((t) => [t.type, t.version]));
    const problems = body.consents.flatMap((consent, i) => {
      const prompt = prompts.get(consent.consentPromptUuid.toLowerCase());
      if (!prompt) return [{ pointer: `/consents/${i}/consentPromptUuid`, message: 'is not a known consent prompt' }];
      if (prompt.consentType !== consent.consentType)
        return [{ pointer: `/consents/${i}/consentType`, message: `is not the prompt's type (${prompt.consentType})` }];
      const version = current.get(consent.consentType);
      return consent.version === version
        ? []
        : [
            {
              pointer: `/consents/${i}/version`,
              message: `is not the current version of ${consent.consentType} (${version})`,
            },
          ];
    });
    if (problems.length > 0) throw new HttpError(400, describeFieldErrors(problems, 'Request body'), problems);
    const recordedAt = ctx.now().toISOString();
    addConsentRecords(
      ctx.db,
      body.consents.map((consent) => ({
        uuid: randomUUID(),
        identityUuid: identity.uuid,
        applicationUuid: null,
        organizationCode: body.org,
        channel: 'COMMS_PREFS',
        type: consent.consentType,
        version: consent.version,
        choice: consent.optInOut,
        text: consent.text,
        textSha256: wordsHash(consent.text),
        page: consent.page,
        consentPromptUuid: consent.consentPromptUuid.toLowerCase(),
        recordedAt,
      })),
    );
    const record = {
      uuid: randomUUID(),
      identityUuid: identity.uuid,
      organizationCode: body.org,
      recordedAt,
      consent: body,
    };
    addCommsConsent(ctx.db, record);
    return c.json({ uuid: record.uuid, createdAt: record.recordedAt }, 201);
  });
}
