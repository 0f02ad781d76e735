import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
// A relative JSON import: the sandbox also runs under plain tsx, without the app's path aliases.
import sessionSettings from '../../../flows/platform/session.json' with { type: 'json' };
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';
import { findCredentials } from '../stores/identities-store';
import {
  addProviderMessage,
  countOtpTry,
  getProviderLogin,
  listProviderMessages,
  setAuthorizationCode,
  setOneTimeCode,
  type ProviderLogin,
} from '../stores/provider-logins-store';

/**
 * The authentication provider's own pages, which the sandbox stands in for (not the lender's
 * API, so not in schemas/api/operations.json: a lender buys this, it does not build it). The
 * borrower proves the email the lender knows with a one-time code the provider "emails" (kept
 * in its outbox, GET /__sandbox/identity-provider/messages); the provider then sends the browser
 * to the app's callback with an authorization code and the state the app started with.
 */
const BASE = '/__sandbox/identity-provider';
export const PROVIDER_AUTHORIZE = `${BASE}/authorize`;
/** A round trip, from the broker's login to the code's trade, must end within this. */
const LOGIN_TTL_MS = 10 * 60 * 1000;
const MAX_TRIES = 5;

export const isLoginOpen = (login: ProviderLogin, now: Date): boolean =>
  login.usedAt === null && now.getTime() - Date.parse(login.createdAt) <= LOGIN_TTL_MS;

const escape = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head>
<body><main>
<h1>${escape(title)}</h1>
${body}
</main></body></html>`;
}

const callback = (query: Record<string, string>): string =>
  `${sessionSettings.login.callbackPath}?${new URLSearchParams(query).toString()}`;

function emailForm(login: ProviderLogin): string {
  return page(
    'Sign in',
    `<p>The sign-in page of ${escape(login.org)}'s identity provider (sandbox). We will email you a one-time code.</p>
<form method="post" action="${BASE}/code">
<input type="hidden" name="login" value="${escape(login.id)}">
<p><label for="email">Email</label><br><input id="email" name="email" type="email" autocomplete="email" required></p>
<p><button type="submit">Email me a code</button></p>
</form>
<p><a href="${escape(callback({ error: 'access_denied', state: login.state }))}">Cancel</a></p>`,
  );
}

function codeForm(login: ProviderLogin, email: string, error?: string): string {
  return page(
    'Enter your code',
    `${error ? `<p role="alert">${escape(error)}</p>` : ''}
<p>If ${escape(email)} has an account, we emailed it a 6-digit code (sandbox: read it at ${BASE}/messages).</p>
<form method="post" action="${BASE}/verify">
<input type="hidden" name="login" value="${escape(login.id)}">
<input type="hidden" name="email" value="${escape(email)}">
<p><label for="otp">One-time code</label><br><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required></p>
<p><button type="submit">Sign in</button></p>
</form>
<p><a href="${PROVIDER_AUTHORIZE}?login=${encodeURIComponent(login.id)}">Use another email</a></p>`,
  );
}

const same = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function registerIdentityProviderRoutes(app: Hono, ctx: SandboxContext): void {
  /** The round trip named by ?login= or the form's login field, while it is open. */
  const openLogin = (id: unknown): ProviderLogin => {
    const login = typeof id === 'string' ? getProviderLogin(ctx.db, id) : undefined;
    if (!login) throw new HttpError(404, 'No such sign-in: start again from the sign-in page');
    if (!isLoginOpen(login, ctx.now()) || login.code !== null)
      throw new HttpError(400, 'This sign-in has expired: start again from the sign-in page');
    return login;
  };
  const form = async (c: Context) => (await c.req.parseBody()) as Record<string, unknown>;

  app.get(PROVIDER_AUTHORIZE, (c) => c.html(emailForm(openLogin(c.req.query('login')))));

  app.post(`${BASE}/code`, async (c) => {
    const fields = await form(c);
    const login = openLogin(fields.login);
    const email = typeof fields.email === 'string' ? fields.email.trim() : '';
    const found = email ? findCredentials(ctx.db, login.org, email) : undefined;
    // An unknown email gets the same page and a code that can never match.
    const otp = found ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
    setOneTimeCode(ctx.db, login.id, found?.identity.uuid ?? null, otp);
    if (found && otp)
      addProviderMessage(ctx.db, {
        org: login.org,
        email: found.identity.email,
        code: otp,
        sentAt: ctx.now().toISOString(),
      });
    return c.html(codeForm(login, email));
  });

  app.post(`${BASE}/verify`, async (c) => {
    const fields = await form(c);
    const login = openLogin(fields.login);
    const email = typeof fields.email === 'string' ? fields.email : '';
    const otp = typeof fields.otp === 'string' ? fields.otp.replace(/\s/g, '') : '';
    if (login.otpTries >= MAX_TRIES)
      return c.html(page('Too many tries', '<p>Start again from the sign-in page.</p>'), 429);
    if (!login.otp || !login.identityUuid || !same(otp, login.otp)) {
      countOtpTry(ctx.db, login.id);
      return c.html(codeForm(login, email, 'That code is not right. Check the email and try again.'), 400);
    }
    const code = randomBytes(32).toString('base64url');
    setAuthorizationCode(ctx.db, login.id, code);
    return c.redirect(callback({ code, state: login.state }), 303);
  });

  app.get(`${BASE}/messages`, (c) => c.json({ messages: listProviderMessages(ctx.db) }));
}
