import type { Context } from 'hono';
import { authenticate } from '../auth/authenticate';
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';
import { getApplication, type StoredApplication } from '../stores/applications-store';
import type { Identity } from '../stores/identities-store';
import { currentApplication } from '../workflow/current-application';

/**
 * The signed-in owner's application named by the path's :uuid, as it stands now (waits that
 * are over have moved on). Someone else's application is a 404, not a 403: its existence is
 * not theirs to learn. With `signers`, an additional signer listed in helocSigners may read it too
 * (the web app reads helocSigners to tell who is an additional signer).
 */
export function ownApplication(
  c: Context,
  ctx: SandboxContext,
  querySchema = 'org-query',
  options: { signers?: boolean } = {},
): { app: StoredApplication; identity: Identity } {
  ctx.validator.query(c, querySchema);
  const uuid = c.req.param('uuid') ?? '';
  ctx.validator.value({ uuid }, 'path-params', 'Path');
  const { identity } = authenticate(c, ctx);
  const found = getApplication(ctx.db, uuid);
  const signer =
    options.signers === true && (found?.record.helocSigners ?? []).some((s) => s.identityUuid === identity.uuid);
  if (!found || (found.identityUuid !== identity.uuid && !signer)) throw new HttpError(404, `No application '${uuid}'`);
  return { app: currentApplication(ctx, found), identity };
}
