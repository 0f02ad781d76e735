/**
 * Helpers for the application screens under /account/heloc/{uuid}/. Screens, rows and words are
 * read from flows/ at run time, so a new status row or a copy change is picked up by the tests.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { matchCondition, type RouteCondition } from '../../src/core/status/match-condition';
import type { ApplicationCopy } from '../../src/generated/types/application-copy';
import type { HelocApplication } from '../../src/generated/types/heloc-application';
import type { StatusRoutes } from '../../src/generated/types/status-routes';
import { readJson, ROOT } from './read-json';
import type { Borrower } from './sandbox-client';
import { escapeRegExp } from './strings';

// As generation leaves it: conditions written as { scope, schema } are compiled to the JSON Schema
// the core's interpreter reads.
export const statusRoutes = readJson<StatusRoutes>('src/generated/flows/status-routes.json');
export const applicationCopy = readJson<ApplicationCopy>('flows/application/copy.json');

export interface ScreenDefinition {
  kind: string;
  title: string;
  /** Paragraphs under the heading, {placeholders} filled from the application. */
  intro?: string[];
  options?: Record<string, unknown>;
}
// As generation leaves them: words written once in flows/shared/ (a $ref) are inlined.
const SCREENS_DIR = 'src/generated/flows/application/screens';
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

/** The page acts as the borrower: the token is in local storage before any script runs. */
export async function actAs(page: Page, borrower: Borrower): Promise<void> {
  await page.addInitScript((jwt) => window.localStorage.setItem('jwt', jwt), borrower.jwt);
}

/** The URL of a screen of the application, with any query. */
export const URL_OF = (uuid: string, screen: string) =>
  new RegExp(`${escapeRegExp(applicationPath(uuid, screen))}(\\?.*)?$`);

/** The URL of a screen of any application (its uuid is the first group). */
export const APPLICATION_URL = (screen: string) =>
  new RegExp(`/account/heloc/([0-9a-f-]{36})/${escapeRegExp(screen)}$`);

/**
 * The application has 3 or 4 offers, one per term (and at most one rate buy-down where the lender
 * prices one, fe-heloc-rate-buy-down), lines within $15,000-$400,000, APRs within 7.60-17.20.
 */
export function expectOffers(application: HelocApplication): void {
  expect(application.status.checklistStatus).toBe('OFFER_SELECTION');
  const offers = application.offers?.offers ?? [];
  const perTerm = offers.filter((o) => !o.rateBuyDown);
  expect(perTerm.length).toBeGreaterThanOrEqual(3);
  expect(perTerm.length).toBeLessThanOrEqual(4);
  expect(offers.length - perTerm.length).toBeLessThanOrEqual(1);
  for (const offer of offers) {
    expect(offer.min).toBeGreaterThanOrEqual(15_000);
    expect(offer.max).toBeLessThanOrEqual(400_000);
    // $15,000, or all there is to draw on a line so near $15,000 that fee and tax leave less.
    expect(offer.minDraw).toBe(Math.min(15_000, offer.maxDraw));
    expect(offer.maxDraw).toBeLessThanOrEqual(offer.max);
    expect(offer.rate).toBeGreaterThanOrEqual(7.6);
    expect(offer.rate).toBeLessThanOrEqual(17.2);
    expect(offer.originationFee).toBeLessThanOrEqual(4.99);
  }
}

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
const BOOLEANS = [
  'waitingOnFloodCert',
  'routingNumberPresent',
  'isCrypto',
  'primaryParticipantAcceptComplete',
  'manualNotary',
] as const;

/** Every context the control can make (the values the table's conditions name, plus a neutral one). */
function candidateContexts(): Context[] {
  let out: Context[] = [
    { decision: 'SELECT', subDecision: 'UNVERIFIED_OFFER', bpo: 'BPO_NOT_REQUIRED', propertyState: 'CA' },
  ];
  const expand = (key: string, values: unknown[]) =>
    (out = out.flatMap((c) => values.map((v) => ({ ...c, [key]: v }))));
  for (const key of BOOLEANS) expand(key, [false, true]);
  expand('subDecision', ['UNVERIFIED_OFFER', 'VERIFIED_OFFER', 'UNVERIFIED_DTI_LIMITED']);
  expand('bpo', ['BPO_NOT_REQUIRED', 'BPO_REQUIRED']);
  expand('propertyState', ['CA', 'TX']);
  expand('ineligibleReason', [null, 'RECENT_TITLE_TRANSFER', 'LISTED_FOR_SALE', 'CREDIT_SCORE', 'DEBT_TO_INCOME']);
  // Fewest departures from neutral first, so each case changes only what its row needs.
  const departures = (c: Context) =>
    BOOLEANS.filter((k) => c[k]).length +
    Number(c.subDecision !== 'UNVERIFIED_OFFER') +
    Number(c.bpo !== 'BPO_NOT_REQUIRED') +
    Number(c.propertyState !== 'CA') +
    Number(c.ineligibleReason !== null);
  return out.sort((a, b) => departures(a) - departures(b));
}

function firstRow(status: string, context: Context): number {
  return statusRoutes.rows.findIndex(
    (r) => r.statuses.includes(status) && (!r.when || matchCondition(r.when as RouteCondition, context)),
  );
}

export function rowCases(): RowCase[] {
  const contexts = candidateContexts();
  return statusRoutes.rows.map((row, index) => {
    // A settled status shows the row's own screen; a waiting one only after polling gives up.
    for (const status of [...row.statuses].sort((a, b) => Number(isWaitingStatus(a)) - Number(isWaitingStatus(b)))) {
      const context = contexts.find((c) => firstRow(status, c) === index);
      if (!context) continue;
      const { propertyState, routingNumberPresent, ineligibleReason, ...rest } = context;
      const fields = {
        ...rest,
        ...(ineligibleReason === null ? {} : { ineligibleReason }),
        routingNumber: routingNumberPresent ? '121000248' : null,
        ...(status === 'DECLINED' ? { decision: 'DECLINE' } : {}),
      };
      return {
        index,
        status,
        route: isWaitingStatus(status) ? GAVE_UP_ROUTE : row.route,
        fields,
        state: propertyState as 'CA' | 'TX',
      };
    }
    throw new Error(`Row ${index} of flows/status-routes.json is never reached by any context the control can make`);
  });
}

/** Whether routing polls the status (a waiting status the server does not hold for days). */
export function isWaitingStatus(status: string): boolean {
  const { waitingPrefixes, waitingStatuses, heldStatuses = [] } = statusRoutes.polling;
  if (heldStatuses.includes(status)) return false;
  return waitingPrefixes.some((p) => status.startsWith(p)) || waitingStatuses.includes(status);
}

/** Routing gives up on a waiting status after its retries: the screen is then the timeout page. */
export const GAVE_UP_ROUTE = 'error/timeout';

/**
 * The application's step bar where the borrower sees it: the page's own navigation below 1024 px,
 * the progress side panel's list from 1024 px (the page's is hidden there, so the bar shows once).
 */
export function visibleStepBar(page: Page): Locator {
  const name = applicationCopy.stepBar.label;
  return page.getByRole('navigation', { name }).or(page.getByRole('list', { name }));
}

/**
 * Exactly one step is marked current on the bar the borrower sees, which it returns. From 1024 px
 * that bar is the side panel's, which arrives after first paint with its own chunk: waited for
 * longer than the default on a loaded machine.
 */
export async function expectOneCurrentStep(page: Page): Promise<Locator> {
  const current = visibleStepBar(page).locator('[aria-current="step"]');
  await expect(current).toHaveCount(1, { timeout: 15_000 });
  return current;
}
