import type { Hono } from 'hono';
import type { ConfirmProfileTask } from '@/generated/types/confirm-profile';
import { lenderFlags } from '../brand-flag';
import { documentList, documentPdf } from '../documents/serve-documents';
import { borrowerDocumentSets, type DocumentSetName } from '../documents/document-sets';
import { receiveUpload } from '../documents/uploads';
import { documentView, statusView } from '../heloc/application-view';
import { recordConfirmedProfile } from '../heloc/confirm-profile';
import { ownApplication } from '../heloc/own-application';
import { checkBankLink } from './bank-link';
import type { SandboxContext } from '../sandbox-context';
import { readJsonBody } from '../validate-request';
import { currentApplication, saveRecord } from '../workflow/current-application';
import { keepCall } from '../stores/idempotency-store';
import { keptCallFor, refuseStale, requestHash, requestTarget, writeHeaders } from '../idempotency/write-headers';
import { NOTARY_FEE, notarySlots } from '../workflow/notary-slots';
import { runBorrowerTask } from '../workflow/run-task';

const BASE = '/service-krang-heloc/borrower/secure/api/v1/:uuid';

/** The borrower's actions on the application screens: tasks, uploads, documents, notary slots. */
export function registerApplicationTaskRoutes(app: Hono, ctx: SandboxContext): void {
  app.post(`${BASE}/tasks/:task`, async (c) => {
    const { app: own, identity } = ownApplication(c, ctx);
    const headers = writeHeaders(c, ctx);
    const text = await c.req.raw.clone().text();
    const key = headers['idempotency-key'];
    const hash = requestHash(requestTarget(c.req.url), text);
    // A retry of a task that went through gets its first answer again: a task is never done twice.
    const kept = keptCallFor(ctx, identity.uuid, key, hash);
    if (kept?.response) return c.json(JSON.parse(kept.response) as unknown);
    refuseStale(currentApplication(ctx, own).record.status.checklistStatus, headers['x-application-status']);
    // Tasks without fields ({}) may come without a body at all.
    const body = text.trim() === '' ? {} : await readJsonBody(c);
    const name = c.req.param('task');
    checkBankLink(own.record, name, body, ctx.now());
    const saved = runBorrowerTask(ctx, own, name, body, identity.uuid);
    if (name === 'confirm-profile') recordConfirmedProfile(ctx, identity.uuid, body as ConfirmProfileTask);
    const answer = statusView(saved.record);
    if (key)
      keepCall(
        ctx.db,
        identity.uuid,
        key,
        { requestHash: hash, applicationUuid: own.uuid, response: JSON.stringify(answer) },
        ctx.now(),
      );
    return c.json(answer);
  });

  app.post(`${BASE}/documents`, async (c) => {
    const { app: own, identity } = ownApplication(c, ctx);
    const doc = await receiveUpload(c, ctx, own.uuid, identity.uuid);
    saveRecord(ctx, own, { ...own.record, documents: [...own.record.documents, doc] });
    return c.json(documentView(doc), 201);
  });

  app.get(`${BASE}/documents`, (c) => {
    const { app: own } = ownApplication(c, ctx, 'document-set-query');
    const { set } = ctx.validator.query<{ set: DocumentSetName }>(c, 'document-set-query');
    return c.json(documentList(own, borrowerDocumentSets(own.record, lenderFlags(ctx, own.org)), set));
  });

  app.get(`${BASE}/documents/:file{[a-z0-9-]+\\.pdf}`, async (c) => {
    const { app: own } = ownApplication(c, ctx);
    return documentPdf(c, ctx.db, own, borrowerDocumentSets(own.record, lenderFlags(ctx, own.org)));
  });

  app.get(`${BASE}/notary/slots`, (c) => {
    ownApplication(c, ctx);
    return c.json({ slots: notarySlots(ctx.now()), fee: NOTARY_FEE });
  });
}
