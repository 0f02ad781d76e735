import type { Context, Hono } from 'hono';
import { answerCondition, checkAnswerable, findCondition } from '../conditions/answer-condition';
import { conditionView, documentsRequired, type ConditionRecord } from '../conditions/condition-types';
import { storeUploadedFile } from '../documents/uploads';
import { ownApplication } from '../heloc/own-application';
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';
import { getApplication } from '../stores/applications-store';
import { updatePhone } from '../stores/identities-store';
import { saveRecord } from '../workflow/current-application';

const BASE = '/service-conditions/external/api/v1/applications/:uuid';

/**
 * The conditions service: the lender's conditions on an application, read and answered by the
 * owner or an additional signer (README "Conditions"). Answering the last outstanding one
 * moves an application in CONDITIONS_OUTSTANDING on.
 */
export function registerConditionRoutes(app: Hono, ctx: SandboxContext): void {
  const own = (c: Context) => ownApplication(c, ctx, 'org-query', { signers: true });
  const conditionOf = (c: Context) => {
    const conditionUuid = c.req.param('conditionUuid') ?? '';
    ctx.validator.value({ conditionUuid }, 'path-params', 'Path');
    return { conditionUuid };
  };

  app.get(`${BASE}/conditions/external-applicants`, (c) => {
    const { app: found } = own(c);
    return c.json(found.record.workflow.conditions.map(conditionView));
  });

  app.post(`${BASE}/conditions/:conditionUuid/documents`, async (c) => {
    const { app: found } = own(c);
    const { conditionUuid } = conditionOf(c);
    const condition = findCondition(found.record, conditionUuid);
    checkAnswerable(condition, 'DOCUMENT');
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      throw new HttpError(400, 'Request body must be multipart/form-data with one file field per document');
    }
    const form = await c.req.parseBody({ all: true });
    const files = form.file === undefined ? [] : [form.file].flat();
    ctx.validator.value({ fileCount: files.length }, 'condition-upload-fields', 'Request body');
    const required = documentsRequired(condition);
    if (files.length < required) {
      throw new HttpError(400, `file: this request needs ${required} documents; ${files.length} sent`, [
        { pointer: '/file', message: `needs ${required} documents` },
      ]);
    }
    const stored = [];
    for (const [i, file] of files.entries())
      stored.push(await storeUploadedFile(ctx, found.uuid, file, files.length > 1 ? `/file/${i}` : '/file'));
    const at = ctx.now().toISOString();
    const saved = saveRecord(
      ctx,
      found,
      answerCondition(found.record, conditionUuid, { at, documentUuids: stored.map((s) => s.uuid) }),
    );
    return c.json(conditionView(findCondition(saved.record, conditionUuid)));
  });

  app.put(`${BASE}/conditions/:conditionUuid/phone-number`, async (c) => {
    const { app: found, identity } = own(c);
    const { conditionUuid } = conditionOf(c);
    const condition = findCondition(found.record, conditionUuid);
    checkAnswerable(condition, 'PHONE_NUMBER');
    const { phoneNumber } = await ctx.validator.body<{ phoneNumber: string }>(c, 'condition-phone-request');
    updatePhone(ctx.db, identity.uuid, phoneNumber);
    const at = ctx.now().toISOString();
    const saved = saveRecord(
      ctx,
      found,
      answerCondition(found.record, conditionUuid, { at, phoneLast4: phoneNumber.slice(-4) }),
    );
    return c.json(conditionView(findCondition(saved.record, conditionUuid)));
  });

  // Test-only: the lender opens (or closes) conditions.
  app.put('/__sandbox/applications/:uuid/conditions', async (c) => {
    const uuid = c.req.param('uuid');
    ctx.validator.value({ uuid }, 'path-params', 'Path');
    const { conditions } = await ctx.validator.body<{ conditions: ConditionRecord[] }>(c, 'sandbox-conditions-request');
    const uuids = conditions.map((x) => x.uuid);
    const twice = uuids.find((x, i) => uuids.indexOf(x) !== i);
    if (twice)
      throw new HttpError(400, `conditions lists the uuid '${twice}' twice`, [
        { pointer: '/conditions', message: `lists '${twice}' twice` },
      ]);
    const found = getApplication(ctx.db, uuid);
    if (!found) throw new HttpError(404, `No application '${uuid}'`);
    const saved = saveRecord(ctx, found, { ...found.record, workflow: { ...found.record.workflow, conditions } });
    return c.json(saved.record.workflow.conditions.map(conditionView));
  });
}
