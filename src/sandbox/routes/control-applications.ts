import type { Hono } from 'hono';
import type { BpoStatus, Decision, SubDecision } from '../heloc/application-types';
import { applicationView } from '../heloc/application-view';
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';
import { getApplication, listApplications, saveApplicationRecord } from '../stores/applications-store';
import { getIdentity, listIdentities } from '../stores/identities-store';
import { readProfile } from '../stores/profiles-store';
import { countLiveSessions } from '../stores/sessions-store';
import { listSubmissions } from '../stores/submissions-store';

interface StatusChange {
  status?: string;
  decision?: Decision;
  subDecision?: SubDecision;
  manualNotary?: boolean;
  waitingOnFloodCert?: boolean;
  bpo?: BpoStatus;
  primaryParticipantAcceptComplete?: boolean;
  isCrypto?: boolean;
  routingNumber?: string | null;
}

/** Test-only: move applications through the workflow and look at borrowers and what they sent. */
export function registerApplicationControlRoutes(app: Hono, ctx: SandboxContext): void {
  app.put('/__sandbox/applications/:uuid/status', async (c) => {
    const uuid = c.req.param('uuid');
    ctx.validator.value({ uuid }, 'path-params', 'Path');
    const change = await ctx.validator.body<StatusChange>(c, 'sandbox-application-status-request');
    const found = getApplication(ctx.db, uuid);
    if (!found) throw new HttpError(404, `No application '${uuid}'`);
    const { record } = found;
    const status = { ...record.status };
    if (change.status !== undefined) status.checklistStatus = change.status;
    if (change.decision !== undefined) status.uwDecision = change.decision;
    if (change.subDecision !== undefined) status.uwSubDecision = change.subDecision;
    if (change.manualNotary !== undefined) status.manualNotary = change.manualNotary;
    if (change.waitingOnFloodCert !== undefined) status.waitingOnFloodCert = change.waitingOnFloodCert;
    if (change.bpo !== undefined) status.bpo = change.bpo;
    if (change.primaryParticipantAcceptComplete !== undefined) status.primaryParticipantAcceptComplete = change.primaryParticipantAcceptComplete;
    const disburseAccount =
      change.routingNumber === undefined
        ? record.disburseAccount
        : change.routingNumber === null
          ? null
          : { routingNumber: change.routingNumber, mask: null, accountNumber: null };
    saveApplicationRecord(ctx.db, {
      ...record,
      status,
      // decision and status.uwDecision are one fact told twice; they move together.
      decision: status.uwDecision,
      subDecision: status.uwSubDecision,
      isCrypto: change.isCrypto ?? record.isCrypto,
      disburseAccount,
      auditFields: { ...record.auditFields, lastModifiedDate: ctx.now().toISOString() },
    });
    const saved = getApplication(ctx.db, uuid) ?? found;
    return c.json(applicationView(ctx.db, saved, ctx.now()));
  });

  app.get('/__sandbox/applications', (c) => {
    const now = ctx.now();
    const applications = listApplications(ctx.db).map((a) => ({
      organizationCode: a.org,
      identityUuid: a.identityUuid,
      email: getIdentity(ctx.db, a.identityUuid)?.email ?? '',
      application: applicationView(ctx.db, a, now),
    }));
    return c.json({ applications });
  });

  // Built field by field from the identity, which never carries the password hash.
  app.get('/__sandbox/identities', (c) => {
    const now = ctx.now();
    const identities = listIdentities(ctx.db).map((i) => ({
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
