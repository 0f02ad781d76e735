/**
 * Helpers for the application screens under /account/heloc/{uuid}/. Screens, rows and words are
 * read from flows/ at run time, so a new status row or a copy change is picked up by the tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { matchCondition, type Condition } from '../../src/core/status/match-condition';
import type { ApplicationCopy } from '../../src/generated/types/application-copy';
import type { StatusRoutes } from '../../src/generated/types/status-routes';
import { helocBody } from '../../src/sandbox/test-borrowers';
import { escapeRegExp, PASSWORD, uniqueEmail } from './registration';

const ROOT = join(import.meta.dirname, '..', '..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;

export const statusRoutes = readJson<StatusRoutes>('flows/status-routes.json');
export const applicationCopy = readJson<ApplicationCopy>('flows/application/copy.json');

export interface ScreenDefinition {
  kind: string;
  title: string;
  options?: Record<string, unknown>;
}
const SCREENS_DIR = 'flows/application/screens';
export const screens: Record<string, ScreenDefinition> = Object.assign(
  {},
  ...readdirSync(join(ROOT, SCREENS_DIR))
    .filter((f) => f.endsWith('.json'))
    .map((f) => readJson<{ screens: Record<string, ScreenDefinition> }>(`${SCREENS_DIR}/${f}`).screens),
);

export function screenTitle(path: string): string {
  const found = screens[path];
  if (!found) throw new Error(`No screen definition for "${path}" in ${SCREENS_DIR}`);
  return found.title;
}

export const applicationPath = (uuid: string, screen = '') => `/account/heloc/${uuid}${screen ? `/${screen}` : ''}`;

export interface Borrower {
  email: string;
  jwt: string;
  uuid: string;
}

/** A borrower registered and with an application created straight through the sandbox API (no browser). */
export async function createBorrower(request: APIRequestContext, state: 'CA' | 'TX' = 'CA', tag?: string): Promise<Borrower> {
  const email = uniqueEmail(tag);
  const registered = await request.post('/identity/api/v1/registration/register?organization=MERIDIAN', { data: { email, password: PASSWORD, phoneNumber: '+14155550100' } });
  expect(registered.status(), await registered.text()).toBe(200);
  const { jwt } = (await registered.json()) as { jwt: string };
  const property = state === 'TX' ? { street1: '400 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' } : {};
  const created = await request.post(`/service-application/api/v3/application/helocs?state=${state}`, {
    data: helocBody({ profile: { email }, property }),
    headers: { authorization: `Bearer ${jwt}`, 'x-org': 'MERIDIAN' },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { email, jwt, uuid: ((await created.json()) as { uuid: string }).uuid };
}

/** The page acts as the borrower: the token is in local storage before any script runs. */
export async function actAs(page: Page, borrower: Borrower): Promise<void> {
  await page.addInitScript((jwt) => window.localStorage.setItem('jwt', jwt), borrower.jwt);
}

/** Everything the status control sets, at neutral values, so one test's status never leaks into the next. */
export const NEUTRAL_FIELDS = {
  decision: 'SELECT',
  subDecision: 'UNVERIFIED_OFFER',
  manualNotary: false,
  waitingOnFloodCert: false,
  bpo: 'BPO_NOT_REQUIRED',
  primaryParticipantAcceptComplete: false,
  isCrypto: false,
  routingNumber: null,
} as const;

export async function forceStatus(request: APIRequestContext, uuid: string, status: string, fields: Record<string, unknown> = {}): Promise<void> {
  const response = await request.put(`/__sandbox/applications/${uuid}/status`, { data: { ...NEUTRAL_FIELDS, status, ...fields } });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * An owner whose application waits for its co-owners (CO_DEED_REQ) and an ordinary borrower the
 * lender lists among its helocSigners (signer version v1; sandbox control `addSigners`).
 */
export async function createListedSigner(request: APIRequestContext): Promise<{ owner: Borrower; coOwner: Borrower }> {
  const owner = await createBorrower(request, 'CA', 'codeed');
  await forceStatus(request, owner.uuid, 'CO_DEED_REQ');
  const coOwner = await createBorrower(request, 'CA');
  const identity = (await (await request.get('/identity/secure/api/v1_1/identity', { headers: { authorization: `Bearer ${coOwner.jwt}`, 'x-org': 'MERIDIAN' } })).json()) as { uuid: string };
  const linked = await request.put(`/__sandbox/applications/${owner.uuid}`, { data: { addSigners: [identity.uuid] } });
  expect(linked.ok(), await linked.text()).toBe(true);
  return { owner, coOwner };
}

/** The URL of a screen of the application, with any query. */
export const URL_OF = (uuid: string, screen: string) => new RegExp(`${escapeRegExp(applicationPath(uuid, screen))}(\\?.*)?$`);

// ---------------------------------------------------------------------------------------------
// One case per row of the table: a status of the row and a context that reaches this row.

export interface RowCase {
  index: number;
  status: string;
  route: string;
  /** The status control's fields for the context. */
  fields: Record<string, unknown>;
  /** The property state the borrower needs. */
  state: 'CA' | 'TX';
}

type Context = Record<string, unknown>;
const BOOLEANS = ['waitingOnFloodCert', 'routingNumberPresent', 'isCrypto', 'primaryParticipantAcceptComplete', 'manualNotary'] as const;

/** Every context the control can make (the values the table's conditions name, plus a neutral one). */
function candidateContexts(): Context[] {
  let out: Context[] = [{ decision: 'SELECT', subDecision: 'UNVERIFIED_OFFER', bpo: 'BPO_NOT_REQUIRED', propertyState: 'CA' }];
  const expand = (key: string, values: unknown[]) => (out = out.flatMap((c) => values.map((v) => ({ ...c, [key]: v }))));
  for (const key of BOOLEANS) expand(key, [false, true]);
  expand('subDecision', ['UNVERIFIED_OFFER', 'VERIFIED_OFFER']);
  expand('bpo', ['BPO_NOT_REQUIRED', 'BPO_REQUIRED']);
  expand('propertyState', ['CA', 'TX']);
  // Fewest departures from neutral first, so each case changes only what its row needs.
  const departures = (c: Context) => BOOLEANS.filter((k) => c[k]).length + Number(c.subDecision !== 'UNVERIFIED_OFFER') + Number(c.bpo !== 'BPO_NOT_REQUIRED') + Number(c.propertyState !== 'CA');
  return out.sort((a, b) => departures(a) - departures(b));
}

function firstRow(status: string, context: Context): number {
  return statusRoutes.rows.findIndex((r) => r.statuses.includes(status) && (!r.when || matchCondition(r.when as Condition, context)));
}

export function rowCases(): RowCase[] {
  const contexts = candidateContexts();
  return statusRoutes.rows.map((row, index) => {
    // A settled status shows the row's own screen; a waiting one only after polling gives up.
    for (const status of [...row.statuses].sort((a, b) => Number(isWaitingStatus(a)) - Number(isWaitingStatus(b)))) {
      const context = contexts.find((c) => firstRow(status, c) === index);
      if (!context) continue;
      const { propertyState, routingNumberPresent, ...rest } = context;
      const fields = { ...rest, routingNumber: routingNumberPresent ? '121000248' : null, ...(status === 'DECLINED' ? { decision: 'DECLINE' } : {}) };
      return { index, status, route: isWaitingStatus(status) ? GAVE_UP_ROUTE : row.route, fields, state: propertyState as 'CA' | 'TX' };
    }
    throw new Error(`Row ${index} of flows/status-routes.json is never reached by any context the control can make`);
  });
}

export function isWaitingStatus(status: string): boolean {
  const { waitingPrefixes, waitingStatuses } = statusRoutes.polling;
  return waitingPrefixes.some((p) => status.startsWith(p)) || waitingStatuses.includes(status);
}

/** Routing gives up on a waiting status after its retries: the screen is then the timeout page. */
export const GAVE_UP_ROUTE = 'error/timeout';
