import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { LoginCodeRequest } from '@/generated/types/login-code-request';
import type { LoginQuery } from '@/generated/types/login-query';
import type { LoginResponse } from '@/generated/types/login-response';
import { authenticate, issueToken } from '../auth/authenticate';
import { decoyHash, verifyPassword } from '../auth/passwords';
import { HttpError } from '../http-error';
import { resolveBrand } from '../org';
import type { SandboxContext } from '../sandbox-context';
import { findCredentials, getIdentity } from '../stores/identities-store';
import { readProfile } from '../stores/profiles-store';
import { addProviderLogin, findLoginByCode, markLoginUsed, type LoginKind } from '../stores/provider-logins-store';
import { isAgentSession, revokeSession } from '../stores/sessions-store';
import { isLoginOpen, PROVIDER_AUTHORIZE } from './identity-provider';

/** customer or agent: the sandbox keeps one kind of identity, so both paths see the same people. */
const BROKER = '/identity-broker/:kind{customer|agent}';
/** One message for an unknown email and a wrong password, so neither tells which emails exist. */
const BAD_CREDENTIALS = 'Invalid email or password';
const BAD_CODE = 'Invalid or expired sign-in code';

const kindOf = (c: Context): LoginKind => (c.req.param('kind') === 'agent' ? 'agent' : 'customer');

/**
 * Sign-in and sign-out (platform spec, sections 6 and 7). A login without a body is the hosted
 * sign-in: it answers the authentication provider's page (routes/identity-provider.ts), which
 * sends the browser back to the app's callback with a code that .../login/code trades for the
 * session. A login with email and password is the in-app (legacy) sign-in and answers the token
 * at once. The session remembers its path, so figureinfo says isAgent only for the agent path's.
 */
export function registerIdentityBrokerRoutes(app: Hono, ctx: SandboxContext): void {
  app.post(`${BROKER}/api/v3/login`, async (c) => {
    const query = ctx.validator.query<LoginQuery>(c, 'login-query');
    const brand = resolveBrand(c, ctx.brands);
    if ((await c.req.text()).trim() === '') {
      if (!query.state)
        throw new HttpError(400, 'state is required for the hosted sign-in', [
          { pointer: '/state', message: 'is required for the hosted sign-in' },
        ]);
      const id = randomUUID();
      addProviderLogin(ctx.db, {
        id,
        org: brand.orgCode,
        kind: kindOf(c),
        state: query.state,
        redirectUrl: query.redirectUrl ?? null,
        createdAt: ctx.now().toISOString(),
      });
      const answer: LoginResponse = { redirect: `${PROVIDER_AUTHORIZE}?${new URLSearchParams({ login: id })}` };
      return c.json(answer);
    }
    const body = await ctx.validator.body<{ email: string; password: string }>(c, 'login-request');
    const found = findCredentials(ctx.db, brand.orgCode, body.email);
    const matches = await verifyPassword(body.password, found?.passwordHash ?? (await decoyHash()));
    if (!found || !matches) throw new HttpError(401, BAD_CREDENTIALS);
    const answer: LoginResponse = {
      jwt: issueToken(ctx, found.identity, kindOf(c)),
      redirect: query.redirectUrl ?? '/dashboard',
    };
    return c.json(answer);
  });

  app.post(`${BROKER}/api/v3/login/code`, async (c) => {
    ctx.validator.query(c, 'org-query');
    const brand = resolveBrand(c, ctx.brands);
    const body = await ctx.validator.body<LoginCodeRequest>(c, 'login-code-request');
    const login = findLoginByCode(ctx.db, body.code);
    const identity = login?.identityUuid ? getIdentity(ctx.db, login.identityUuid) : undefined;
    if (
      !login ||
      !identity ||
      !isLoginOpen(login, ctx.now()) ||
      login.org !== brand.orgCode ||
      login.kind !== kindOf(c) ||
      login.state !== body.state
    )
      throw new HttpError(401, BAD_CODE);
    markLoginUsed(ctx.db, login.id, ctx.now());
    const answer: LoginResponse = {
      jwt: issueToken(ctx, identity, login.kind),
      redirect: login.redirectUrl ?? '/dashboard',
    };
    return c.json(answer);
  });

  app.post(`${BROKER}/secure/api/v3/logout`, (c) => {
    ctx.validator.query(c, 'login-query');
    const { claims } = authenticate(c, ctx);
    revokeSession(ctx.db, claims.jti, ctx.now());
    return c.json({ redirect: kindOf(c) === 'agent' ? '/auth/agent/login' : '/auth/login' });
  });

  app.get(`${BROKER}/secure/api/v3/self/figureinfo`, (c) => {
    ctx.validator.query(c, 'org-query');
    const { identity, claims } = authenticate(c, ctx);
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
      isAgent: isAgentSession(ctx.db, claims.jti),
    });
  });
}
