import type { Hono } from 'hono';
import { authenticate } from '../auth/authenticate';
import { applicationView, isActiveForAppStart, statusView } from '../heloc/application-view';
import { checkHelocRequest } from '../heloc/check-heloc-request';
import { createApplication } from '../heloc/create-application';
import type { HelocCreateQuery } from '@/generated/types/heloc-create-query';
import type { HelocCreateRequest } from '@/generated/types/heloc-create-request';
import { lenderFlags } from '../brand-flag';
import { HttpError } from '../http-error';
import { brandFor } from '../org';
import type { SandboxContext } from '../sandbox-context';
import { ownApplication } from '../heloc/own-application';
import { getApplication, listApplications } from '../stores/applications-store';
import { keepCall } from '../stores/idempotency-store';
import { keptCallFor, requestHash, requestTarget, writeHeaders } from '../idempotency/write-headers';
import { currentApplication } from '../workflow/current-application';

const V1 = '/service-application/api/v1/application/heloc';

/** HELOC applications: create (with the soft pull), read, list, and the status the routing polls. */
export function registerHelocRoutes(app: Hono, ctx: SandboxContext): void {
  app.post('/service-application/api/v3/application/helocs', async (c) => {
    const query = ctx.validator.query<HelocCreateQuery>(c, 'heloc-create-query');
    const { identity } = authenticate(c, ctx);
    const key = writeHeaders(c, ctx)['idempotency-key'];
    const hash = requestHash(requestTarget(c.req.url), await c.req.text());
    const now = ctx.now();
    // A repeat of a create that went through (a retry after a lost answer, a second click) gets
    // the same application, read now, never a second one.
    const kept = keptCallFor(ctx, identity.uuid, key, hash);
    const earlier = kept && getApplication(ctx.db, kept.applicationUuid);
    if (earlier) return c.json(applicationView(ctx.db, currentApplication(ctx, earlier), now));
    const body = await ctx.validator.body<HelocCreateRequest>(c, 'heloc-create-request');
    const brand = brandFor(ctx.brands, identity.org);
    const referrer = checkHelocRequest(ctx.db, brand, query, body, now, lenderFlags(ctx, identity.org));
    if (listApplications(ctx.db, identity.uuid).some((a) => isActiveForAppStart(a.record, now))) {
      // Same words as the web app's modal; it should have asked verify-ability-to-start first.
      throw new HttpError(409, 'Active application already exists.');
    }
    const created = createApplication(ctx, identity, body, referrer);
    if (key)
      keepCall(ctx.db, identity.uuid, key, { requestHash: hash, applicationUuid: created.uuid, response: null }, now);
    return c.json(applicationView(ctx.db, created, now));
  });

  // Registered before /:uuid so these fixed names are never read as a uuid.
  app.get(`${V1}/consent-types`, (c) => {
    ctx.validator.query(c, 'org-query');
    return c.json(ctx.seed.lending.consentTypes.application);
  });

  app.get(`${V1}/all`, (c) => {
    ctx.validator.query(c, 'org-query');
    const { identity } = authenticate(c, ctx);
    const now = ctx.now();
    return c.json(
      listApplications(ctx.db, identity.uuid).map((a) => applicationView(ctx.db, currentApplication(ctx, a), now)),
    );
  });

  app.get(`${V1}/:uuid`, (c) =>
    c.json(applicationView(ctx.db, ownApplication(c, ctx, 'org-query', { signers: true }).app, ctx.now())),
  );

  app.get('/service-krang-heloc/borrower/secure/api/v1/:uuid/status', (c) =>
    c.json(statusView(ownApplication(c, ctx).app.record)),
  );
}
