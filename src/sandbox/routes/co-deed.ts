import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { SignerRegistrationRequest } from '@/generated/types/signer-registration-request';
import { authenticate, issueToken } from '../auth/authenticate';
import { hashPassword } from '../auth/passwords';
import { lenderFlags } from '../brand-flag';
import { SIGNER_DOCUMENT_SETS, type DocumentSetName } from '../documents/document-sets';
import { documentList, documentPdf } from '../documents/serve-documents';
import { receiveUpload } from '../documents/uploads';
import type { SignerRecord } from '../heloc/application-record';
import { documentView, signerStatus } from '../heloc/application-view';
import { HttpError } from '../http-error';
import { resolveBrand } from '../org';
import type { SandboxContext } from '../sandbox-context';
import { applicationsOfSigner, listApplications, type StoredApplication } from '../stores/applications-store';
import { createIdentity, findCredentials, type Identity } from '../stores/identities-store';
import { createProfile, updateProfile } from '../stores/profiles-store';
import { currentApplication, saveRecord } from '../workflow/current-application';
import { runSignerTask } from '../workflow/signer-tasks';
import { readJsonBody } from '../validate-request';

const CO_DEED = '/service-application/api/v1/application/heloc/co-deed';

/** Additional signers (co-deeders): their registration, status, tasks and documents (contract section 5). */
export function registerCoDeedRoutes(app: Hono, ctx: SandboxContext): void {
  // A 400, not a 404: the web app asks only when it believes the user is a signer and must not retry.
  function signerSession(c: Context, querySchema = 'org-query'): { app: StoredApplication; signer: SignerRecord } {
    ctx.validator.query(c, querySchema);
    const { identity } = authenticate(c, ctx);
    const found = applicationsOfSigner(ctx.db, identity.uuid).at(-1);
    if (!found) throw new HttpError(400, 'Only an additional signer has a co-deed status: this user is not one');
    const current = currentApplication(ctx, found);
    const signer = current.record.signers.find((s) => s.identityUuid === identity.uuid) as SignerRecord;
    return { app: current, signer };
  }

  const statusOf = (a: StoredApplication, signer: SignerRecord) => ({
    applicationUuid: a.uuid,
    signerUuid: signer.uuid,
    status: signerStatus(a.record, signer),
  });

  app.post('/identity/api/v1/registration/signer', async (c) => {
    ctx.validator.query(c, 'org-query');
    const brand = resolveBrand(c, ctx.brands);
    const body = await ctx.validator.body<SignerRegistrationRequest>(c, 'signer-registration-request');
    const passwordHash = await hashPassword(body.password);
    const invited = listApplications(ctx.db)
      .filter((a) => a.org === brand.orgCode)
      .flatMap((a) => a.record.signers.map((signer) => ({ app: a, signer })))
      .find((x) => x.signer.resumeToken === body.resumeToken);
    if (!invited) throw new HttpError(404, 'No invite for this resumeToken in this organization');
    if (invited.signer.identityUuid) throw new HttpError(409, 'This invite has already been used: sign in instead');
    if (findCredentials(ctx.db, brand.orgCode, invited.signer.email)) throw new HttpError(401, 'identity exists');
    const identity: Identity = {
      uuid: randomUUID(),
      org: brand.orgCode,
      email: invited.signer.email,
      phone: body.phoneNumber ?? '',
      createdAt: ctx.now().toISOString(),
    };
    const { record } = invited.app;
    ctx.db.transaction(() => {
      createIdentity(ctx.db, identity, passwordHash);
      createProfile(ctx.db, identity, ctx.now(), 'CO_DEEDER');
      const name = {
        firstName: invited.signer.firstName,
        middleName: null,
        lastName: invited.signer.lastName,
        suffix: null,
      };
      updateProfile(ctx.db, identity.uuid, { name }, ctx.now());
      saveRecord(ctx, invited.app, {
        ...record,
        signers: record.signers.map((s) =>
          s.uuid === invited.signer.uuid ? { ...s, identityUuid: identity.uuid } : s,
        ),
        helocSigners: [...record.helocSigners, { identityUuid: identity.uuid }],
      });
    });
    return c.json({ jwt: issueToken(ctx, identity) });
  });

  app.get(`${CO_DEED}/status`, (c) => {
    const { app: a, signer } = signerSession(c);
    return c.json(statusOf(a, signer));
  });

  app.post(`${CO_DEED}/tasks/:task`, async (c) => {
    const { app: a, signer } = signerSession(c);
    const task = c.req.param('task');
    const raw = (await c.req.raw.clone().text()).trim() === '' ? {} : await readJsonBody(c);
    const schema = ['verify-identity', 'acknowledge-intro', 'sign-documents'].includes(task)
      ? `tasks/${task}`
      : undefined;
    const body = schema ? ctx.validator.value<Record<string, unknown>>(raw, schema, 'Request body') : {};
    const flagOn = lenderFlags(ctx, a.org);
    const record = runSignerTask(a.record, signer, signerStatus(a.record, signer), task, body, flagOn);
    const touched = {
      ...record,
      workflow: { ...record.workflow, held: false },
      auditFields: { ...record.auditFields, lastModifiedDate: ctx.now().toISOString() },
    };
    const saved = currentApplication(ctx, saveRecord(ctx, a, touched));
    const updated = saved.record.signers.find((s) => s.uuid === signer.uuid) ?? signer;
    return c.json(statusOf(saved, updated));
  });

  app.post(`${CO_DEED}/documents`, async (c) => {
    const { app: a, signer } = signerSession(c);
    const doc = await receiveUpload(c, ctx, a.uuid, signer.identityUuid ?? '');
    saveRecord(ctx, a, { ...a.record, documents: [...a.record.documents, doc] });
    return c.json(documentView(doc), 201);
  });

  app.get(`${CO_DEED}/documents`, (c) => {
    const { app: a } = signerSession(c, 'document-set-query');
    const { set } = ctx.validator.query<{ set: DocumentSetName }>(c, 'document-set-query');
    return c.json(documentList(a, SIGNER_DOCUMENT_SETS, set));
  });

  app.get(`${CO_DEED}/documents/:file{[a-z0-9-]+\\.pdf}`, async (c) => {
    const { app: a, signer } = signerSession(c);
    return documentPdf(c, ctx.db, a, SIGNER_DOCUMENT_SETS, signer);
  });
}
