import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { FeedbackRequest } from '@/generated/types/feedback-request';
import { authenticate } from '../auth/authenticate';
import { HttpError } from '../http-error';
import { resolveBrand } from '../org';
import type { SandboxContext } from '../sandbox-context';
import { addFeedback, listFeedback } from '../stores/feedback-store';

/**
 * The feedback form's calls (platform spec sections 5 and 7): feedback to the CEO for the
 * provider's own brand, plain feedback for any other; both for a signed-in borrower. Kept for
 * tests and demos, listed by GET /__sandbox/feedback.
 */
export function registerFeedbackRoutes(app: Hono, ctx: SandboxContext): void {
  const receive = async (c: Context, toCeo: boolean) => {
    const { identity } = authenticate(c, ctx);
    const brand = resolveBrand(c, ctx.brands);
    if (toCeo && !brand.provider) throw new HttpError(403, 'Feedback to the CEO is only for the provider brand');
    const body = await ctx.validator.body<FeedbackRequest>(c, 'feedback-request');
    const stored = {
      uuid: randomUUID(),
      organizationCode: brand.orgCode,
      identityUuid: identity.uuid,
      toCeo,
      receivedAt: ctx.now().toISOString(),
      body,
    };
    addFeedback(ctx.db, stored);
    return c.json({ uuid: stored.uuid, createdAt: stored.receivedAt }, 201);
  };

  app.post('/service-profile/api/v1/feedback/ceo', (c) => receive(c, true));
  app.post('/service-profile/api/v1/feedback', (c) => receive(c, false));
  app.get('/__sandbox/feedback', (c) => c.json(listFeedback(ctx.db)));
}
