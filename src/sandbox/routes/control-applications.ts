import type { Context, Hono } from 'hono';
import type { SandboxApplicationRequest } from '@/generated/types/sandbox-application-request';
import type { SandboxIdentityList } from '@/generated/types/sandbox-identity-list';
import { applicationView } from '../heloc/application-view';
import { linkSigners } from '../heloc/link-signers';
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';
import { getApplication, listApplications } from '../stores/applications-store';
import { getIdentity, listIdentities } from '../stores/identities-store';
import { applyControlChange } from '../workflow/control-change';
import { currentApplication, saveRecord } from '../workflow/current-application';
import { readProfile } from '../stores/profiles-store';
import { countLiveSessions } from '../stores/sessions-store';
import { listSubmissions } from '../stores/submissions-store';
import { readWaitMs, writeWaitMs } from '../stores/workflow-settings-store';

/** Test-only: move applications through the workflow and look at borrowers and what they sent. */
export function registerApplicationControlRoutes(app: Hono, ctx: SandboxContext): void {
  // Both variants force what they name; the /status one takes the status fields only.
  const forceChange = (schema: string) => async (c: Context) => {
    const uuid = c.req.param('uuid') ?? '';
    ctx.validator.value({ uuid }, 'path-params', 'Path');
    const change = await ctx.validator.body<SandboxApplicationRequest>(c, schema);
    const found = getApplication(ctx.db, uuid);
    if (!found) throw new HttpError(404, `No application '${uuid}'`);
    const record = change.addSigners ? linkSigners(ctx.db, found, change.addSigners) : found.record;
    const saved = saveRecord(ctx, found, applyControlChange(record, change, ctx.now()));
    return c.json(applicationView(ctx.db, saved, ctx.now()));
  };
  app.put('/__sandbox/applications/:uuid/status', forceChange('sandbox-application-status-request'));
  app.put('/__sandbox/applications/:uuid', forceChange('sandbox-application-request'));

  app.get('/__sandbox/workflow', (c) => c.json({ waitMs: readWaitMs(ctx.db) }));

  app.put('/__sandbox/workflow', async (c) => {
    const { waitMs } = await ctx.validator.body<{ waitMs: number }>(c, 'sandbox-workflow');
    writeWaitMs(ctx.db, waitMs);
    return c.json({ waitMs });
  });

  app.get('/__sandbox/applications', (c) => {
    const now = ctx.now();
    const applications = listApplications(ctx.db).map((stored) => {
      const a = currentApplication(ctx, stored);
      const view = applicationView(ctx.db, a, now);
      // The invite tokens are shown here only, the way a person reads them in the invite email.
      const token = new Map(a.record.signers.map((s) => [s.uuid, s.resumeToken]));
      return {
        organizationCode: a.org,
        identityUuid: a.identityUuid,
        email: getIdentity(ctx.db, a.identityUuid)?.email ?? '',
        scenarios: a.record.workflow.scenarios,
        ...(a.record.workflow.handover ? { handover: a.record.workflow.handover } : {}),
        signers: a.record.signers.map((s) => ({
          uuid: s.uuid,
          email: s.email,
          status: s.status,
          resumeToken: s.resumeToken,
          identityUuid: s.identityUuid,
        })),
        application: { ...view, signers: view.signers.map((s) => ({ ...s, resumeToken: token.get(s.uuid) ?? '' })) },
      };
    });
    return c.json({ applications });
  });

  // Built field by field from the identity, which never carries the password hash.
  app.get('/__sandbox/identities', (c) => {
    const now = ctx.now();
    const identities: SandboxIdentityList['identities'] = listIdentities(ctx.db).map((i) => ({
      uuid: i.uuid,
      organizationCode: i.org,
      email: i.email,
      phoneNumber: i.phone,
      profileUuid: readProfile(ctx.db, i.uuid)?.uuid ?? '',
      createdAt: i.createdAt,
      activeSessions: countLiveSessions(ctx.db, i.uuid, now),
    }));
    return c.json({ identities });
  });

  app.get('/__sandbox/submissions', (c) => c.json(listSubmissions(ctx.db)));
}
