import type { Context, Hono } from 'hono';
import { authenticate } from '../auth/authenticate';
import { applicationView, isActiveForAppStart, statusView } from '../heloc/application-view';
import { checkHelocRequest } from '../heloc/check-heloc-request';
import { createApplication } from '../heloc/create-application';
import type { HelocCreateQuery, HelocCreateRequest } from '../heloc/heloc-request';
import { HttpError } from '../http-error';
import { brandFor } from '../org';
import type { SandboxContext } from '../sandbox-context';
import { getApplication, listApplications, type StoredApplication } from '../stores/applications-store';

const V1 = '/service-application/api/v1/application/heloc';

/** HELOC applications: create (with the soft pull), read, list, and the status the routing polls. */
export function registerHelocRoutes(app: Hono, ctx: SandboxContext): void {
  // Someone else's application is a 404, not a 403: its existence is not theirs to learn.
  function ownApplication(c: Context): StoredApplication {
    ctx.validator.query(c, 'org-query');
    const uuid = c.req.param('uuid') ?? '';
    ctx.validator.value({ uuid }, 'path-params', 'Path');
    const { identity } = authenticate(c, ctx);
    const found = getApplication(ctx.db, uuid);
    if (!found || found.identityUuid !== identity.uuid) throw new HttpError(404, `No application '${uuid}'`);
    return found;
  }

  app.post('/service-application/api/v3/application/helocs', async (c) => {
    const query = ctx.validator.query<HelocCreateQuery>(c, 'heloc-create-query');
    const { identity } = authenticate(c, ctx);
    const body = await ctx.validator.body<HelocCreateRequest>(c, 'heloc-create-request');
    const referrer = checkHelocRequest(ctx.db, brandFor(ctx.brands, identity.org), query, body, ctx.now());
    const now = ctx.now();
    if (listApplications(ctx.db, identity.uuid).some((a) => isActiveForAppStart(a.record, now))) {
      // Same words as the web app's modal; it should have asked verify-ability-to-start first.
      throw new HttpError(409, 'Active application already exists.');
    }
    const created = createApplication(ctx, identity, body, referrer);
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
    return c.json(listApplications(ctx.db, identity.uuid).map((a) => applicationView(ctx.db, a, now)));
  });

  app.get(`${V1}/:uuid`, (c) => c.json(applicationView(ctx.db, ownApplication(c), ctx.now())));

  app.get('/service-krang-heloc/borrower/secure/api/v1/:uuid/status', (c) => c.json(statusView(ownApplication(c).record)));
}
