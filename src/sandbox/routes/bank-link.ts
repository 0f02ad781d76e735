import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { BankLinkAuthorizeQuery } from '@/generated/types/bank-link-authorize-query';
import type { BankLinkOAuthRequest } from '@/generated/types/bank-link-oauth-request';
import type { BankLinkOAuthResponse } from '@/generated/types/bank-link-oauth-response';
import type { ApplicationRecord, BankLinkRecord } from '../heloc/application-record';
import { LINKED_ACCOUNT } from '../heloc/linked-bank-account';
import { ownApplication } from '../heloc/own-application';
import { HttpError } from '../http-error';
import type { SandboxContext } from '../sandbox-context';
import { getApplication } from '../stores/applications-store';
import { saveRecord } from '../workflow/current-application';

const BASE = '/service-krang-heloc/borrower/secure/api/v1/:uuid';
const BANK = '/__sandbox/bank-link/:uuid';
/** How long the bank keeps a round trip open, as the web app keeps its return value. */
const LINK_TTL_MS = 30 * 60 * 1000;
/** Where the bank sends the borrower back: the request's redirectUri, which its schema allows only as this path. */
const REDIRECT_URI: BankLinkOAuthRequest['redirectUri'] = '/account/heloc/plaid-oauth-success';

/** The simulated bank page's link that allows access (tests follow it by name). */
export const BANK_ALLOW_LABEL = 'Allow access';

const links = (record: ApplicationRecord): BankLinkRecord[] => record.workflow.bankLinks ?? [];

/**
 * The bank-link OAuth round trip (plaid-oauth-success): the app asks for the bank's page, the
 * borrower allows access there (a plain page of the sandbox standing in for the bank), and the
 * bank sends them back to the return route with ?oauth_state_id=; the step then names that id
 * in its task (link-income), which the sandbox accepts only when this application's bank
 * authorized it.
 */
export function registerBankLinkRoutes(app: Hono, ctx: SandboxContext): void {
  app.post(`${BASE}/bank-link/oauth`, async (c) => {
    const { app: own } = ownApplication(c, ctx);
    const body = await ctx.validator.body<BankLinkOAuthRequest>(c, 'bank-link-oauth-request');
    const link: BankLinkRecord = {
      stateId: randomUUID(),
      purpose: body.purpose,
      authorized: false,
      createdAt: ctx.now().toISOString(),
    };
    const record = own.record;
    saveRecord(ctx, own, { ...record, workflow: { ...record.workflow, bankLinks: [...links(record), link] } });
    const query = new URLSearchParams({ oauth_state_id: link.stateId });
    const answer: BankLinkOAuthResponse = {
      oauthUrl: `${BANK.replace(':uuid', own.uuid)}/authorize?${query.toString()}`,
      oauthStateId: link.stateId,
    };
    return c.json(answer);
  });

  // The simulated bank's sign-in page: no script, two links.
  app.get(`${BANK}/authorize`, (c) => {
    const { found, link } = openLink(
      c.req.param('uuid'),
      ctx.validator.query<BankLinkAuthorizeQuery>(c, 'bank-link-authorize-query'),
    );
    const state = encodeURIComponent(link.stateId);
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${LINKED_ACCOUNT.institution}: allow access</title></head>
<body><main>
<h1>${LINKED_ACCOUNT.institution}</h1>
<p>Allow read-only access to your checking account ending in ${LINKED_ACCOUNT.mask} for application ${found.record.loanNumber}?</p>
<p><a href="/__sandbox/bank-link/${found.uuid}/allow?oauth_state_id=${state}">${BANK_ALLOW_LABEL}</a></p>
<p><a href="${REDIRECT_URI}?oauth_state_id=${state}&amp;error=access_denied">Cancel</a></p>
</main></body></html>`);
  });

  app.get(`${BANK}/allow`, (c) => {
    const { found, link } = openLink(
      c.req.param('uuid'),
      ctx.validator.query<BankLinkAuthorizeQuery>(c, 'bank-link-authorize-query'),
    );
    const bankLinks = links(found.record).map((l) => (l.stateId === link.stateId ? { ...l, authorized: true } : l));
    saveRecord(ctx, found, { ...found.record, workflow: { ...found.record.workflow, bankLinks } });
    return c.redirect(`${REDIRECT_URI}?${new URLSearchParams({ oauth_state_id: link.stateId }).toString()}`, 302);
  });

  function openLink(uuid: string, query: BankLinkAuthorizeQuery) {
    const found = getApplication(ctx.db, uuid);
    const link = found && links(found.record).find((l) => l.stateId === query.oauth_state_id);
    if (!found || !link) throw new HttpError(404, `No bank link '${query.oauth_state_id}'`);
    if (ctx.now().getTime() - Date.parse(link.createdAt) > LINK_TTL_MS)
      throw new HttpError(400, 'oauth_state_id has expired', [{ pointer: '/oauth_state_id', message: 'has expired' }]);
    return { found, link };
  }
}

/** The tasks that may name a bank link, and the purpose the link must have been started with. */
const TASK_PURPOSE: Record<string, BankLinkRecord['purpose']> = {
  'link-income': 'INCOME',
  'set-disbursement-account': 'BANK',
  'set-autopay-account': 'BANK',
};

/**
 * A task naming an oauthStateId (link-income, set-disbursement-account, set-autopay-account) must
 * name a round trip of this application, started for that step (INCOME or BANK), that its bank
 * authorized within the last 30 minutes: otherwise a 400 that names the field.
 */
export function checkBankLink(record: ApplicationRecord, task: string, body: unknown, now: Date): void {
  const purpose = TASK_PURPOSE[task];
  const stateId = (body as { oauthStateId?: unknown } | null)?.oauthStateId;
  if (!purpose || typeof stateId !== 'string') return;
  const link = links(record).find((l) => l.stateId === stateId);
  const why = !link
    ? 'names no bank link of this application'
    : link.purpose !== purpose
      ? `names a bank link started for ${link.purpose}, not ${purpose}`
      : !link.authorized
        ? 'was not authorized at the bank'
        : now.getTime() - Date.parse(link.createdAt) > LINK_TTL_MS
          ? 'has expired: link the bank again'
          : null;
  if (why) throw new HttpError(400, `oauthStateId ${why}`, [{ pointer: '/oauthStateId', message: why }]);
}
