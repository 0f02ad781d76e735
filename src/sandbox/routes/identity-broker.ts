import type { Hono } from 'hono';
import type { LoginQuery } from '@/generated/types/login-query';
import { authenticate, issueToken } from '../auth/authenticate';
import { decoyHash, verifyPassword } from '../auth/passwords';
import { HttpError } from '../http-error';
import { resolveBrand } from '../org';
import type { SandboxContext } from '../sandbox-context';
import { findCredentials } from '../stores/identities-store';
import { readProfile } from '../stores/profiles-store';
import { revokeSession } from '../stores/sessions-store';

/** customer or agent: the sandbox keeps one kind of identity, so both paths see the same people. */
const BROKER = '/identity-broker/:kind{customer|agent}';
/** One message for an unknown email and a wrong password, so neither tells which emails exist. */
const BAD_CREDENTIALS = 'Invalid email or password';

/**
 * Sign-in and sign-out. In production the hosted authentication provider shows its own page
 * and sets the session; the sandbox stands in for it with a JSON login that answers the token
 * the web app would otherwise receive (platform spec, sections 6 and 7).
 */
export function registerIdentityBrokerRoutes(app: Hono, ctx: SandboxContext): void {
  app.post(`${BROKER}/api/v3/login`, async (c) => {
    const query = ctx.validator.query<LoginQuery>(c, 'login-query');
    const brand = resolveBrand(c, ctx.brands);
    const body = await ctx.validator.body<{ email: string; password: string }>(c, 'login-request');
    const found = findCredentials(ctx.db, brand.orgCode, body.email);
    const matches = await verifyPassword(body.password, found?.passwordHash ?? (await decoyHash()));
    if (!found || !matches) throw new HttpError(401, BAD_CREDENTIALS);
    return c.json({ jwt: issueToken(ctx, found.identity), redirect: query.redirectUrl ?? '/dashboard' });
  });

  app.post(`${BROKER}/secure/api/v3/logout`, (c) => {
    ctx.validator.query(c, 'login-query');
    const { claims } = authenticate(c, ctx);
    revokeSession(ctx.db, claims.jti, ctx.now());
    return c.json({ redirect: '/auth/login' });
  });

  app.get(`${BROKER}/secure/api/v3/self/figureinfo`, (c) => {
    ctx.validator.query(c, 'org-query');
    const { identity } = authenticate(c, ctx);
    const profile = readProfile(ctx.db, identity.uuid);
    if (!profile) throw new Error(`Identity ${identity.uuid} has no profile`);
    return c.json({
      identityUuid: identity.uuid,
      profileUuid: profile.uuid,
      email: identity.email,
      phoneNumber: identity.phone,
      organizationCode: identity.org,
      firstName: profile.name.firstName,
      lastName: profile.name.lastName,
      isAgent: c.req.param('kind') === 'agent',
    });
  });
}
