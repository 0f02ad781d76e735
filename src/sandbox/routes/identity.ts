import { randomBytes, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { RegisterRequest } from '@/generated/types/register-request';
import { authenticate, issueToken } from '../auth/authenticate';
import { hashPassword } from '../auth/passwords';
import { HttpError } from '../http-error';
import { resolveBrand } from '../org';
import type { SandboxContext } from '../sandbox-context';
import {
  createIdentity,
  findCredentials,
  getIdentity,
  identityView,
  updatePhone,
  type Identity,
} from '../stores/identities-store';
import { createProfile } from '../stores/profiles-store';

/** The identity service: registration and the signed-in identity (borrower-journey spec, section 7). */
export function registerIdentityRoutes(app: Hono, ctx: SandboxContext): void {
  app.post('/identity/api/v1/registration/register', async (c) => {
    ctx.validator.query(c, 'org-query');
    const brand = resolveBrand(c, ctx.brands);
    const body = await ctx.validator.body<RegisterRequest>(c, 'register-request');
    // Hashed before the lookup: a taken email then costs as long as a new one, and the check
    // and the insert below run without an await between them, so two quick registrations of
    // one email cannot both pass.
    // With the lender's identity provider no password is set: the identity keeps the hash of a
    // random secret nobody knows, so password sign-in can never succeed for it.
    if (body.password === undefined && brand.authMode !== 'identity-provider')
      throw new HttpError(400, 'password is required', [{ pointer: '/password', message: 'is required' }]);
    if (body.password !== undefined && brand.authMode === 'identity-provider')
      throw new HttpError(400, 'password must not be sent: this lender signs borrowers in with its identity provider', [
        {
          pointer: '/password',
          message: 'must not be sent: this lender signs borrowers in with its identity provider',
        },
      ]);
    const passwordHash = await hashPassword(body.password ?? randomBytes(32).toString('base64url'));
    if (findCredentials(ctx.db, brand.orgCode, body.email)) throw new HttpError(401, 'identity exists');
    const identity: Identity = {
      uuid: randomUUID(),
      org: brand.orgCode,
      email: body.email.trim(),
      phone: body.phoneNumber,
      createdAt: ctx.now().toISOString(),
    };
    ctx.db.transaction(() => {
      createIdentity(ctx.db, identity, passwordHash);
      createProfile(ctx.db, identity, ctx.now());
    });
    return c.json({ jwt: issueToken(ctx, identity) });
  });

  const signedInIdentity = (c: Context) => {
    ctx.validator.query(c, 'org-query');
    return c.json(identityView(authenticate(c, ctx).identity));
  };
  app.get('/identity/secure/api/v1_1/identity', signedInIdentity);
  app.get('/identity/secure/api/v1/identity', signedInIdentity);

  app.put('/identity/secure/api/v1/identity/alias', async (c) => {
    ctx.validator.query(c, 'org-query');
    const { identity } = authenticate(c, ctx);
    const body = await ctx.validator.body<{ type: 'Phone'; value: string }>(c, 'identity-alias-request');
    updatePhone(ctx.db, identity.uuid, body.value);
    return c.json(identityView(getIdentity(ctx.db, identity.uuid) ?? identity));
  });
}
