import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { HttpError } from '../http-error';
import { requestedOrg } from '../org';
import type { SandboxContext } from '../sandbox-context';
import { getIdentity, type Identity } from '../stores/identities-store';
import { jwtSecret } from '../stores/secrets-store';
import { addSession, isSessionLive } from '../stores/sessions-store';
import { signToken, TOKEN_LIFETIME_SECONDS, verifyToken, type TokenClaims } from './jwt';

export interface SignedIn {
  identity: Identity;
  claims: TokenClaims;
}

// The wording the web app's error handler looks for (platform spec, section 8).
const unauthenticated = (): HttpError => new HttpError(401, 'unauthenticated');

/** Starts a session and answers its token: registration and sign-in both end here. */
export function issueToken(ctx: SandboxContext, identity: Identity, kind: 'customer' | 'agent' = 'customer'): string {
  const now = ctx.now();
  const iat = Math.floor(now.getTime() / 1000);
  const claims: TokenClaims = {
    sub: identity.uuid,
    org: identity.org,
    iat,
    exp: iat + TOKEN_LIFETIME_SECONDS,
    jti: randomUUID(),
  };
  addSession(ctx.db, {
    jti: claims.jti,
    identityUuid: identity.uuid,
    issuedAt: new Date(iat * 1000).toISOString(),
    expiresAt: new Date(claims.exp * 1000).toISOString(),
    kind,
  });
  return signToken(claims, jwtSecret(ctx.db));
}

/**
 * The identity behind `Authorization: Bearer <jwt>`. Missing, malformed, expired or revoked:
 * 401 unauthenticated. Well-formed but not signed by this sandbox: 403 invalid signature. A
 * request that names another org than the token's is refused too, so one brand's session is
 * never used on another brand's site.
 */
export function authenticate(c: Context, ctx: SandboxContext): SignedIn {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw unauthenticated();
  const check = verifyToken(match[1], jwtSecret(ctx.db), Math.floor(ctx.now().getTime() / 1000));
  if (!check.ok) throw check.reason === 'signature' ? new HttpError(403, 'invalid signature') : unauthenticated();
  const { claims } = check;
  const identity = getIdentity(ctx.db, claims.sub);
  if (!identity || !isSessionLive(ctx.db, claims.jti, identity.uuid)) throw unauthenticated();
  const named = requestedOrg(c);
  if (named !== undefined && named !== identity.org) throw unauthenticated();
  return { identity, claims };
}
