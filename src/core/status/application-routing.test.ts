import { describe, expect, it } from 'vitest';
import { declineReroutes, decideApplicationRoute, type RoutingInput } from './application-routing';
import type { PollOutcome } from './poll-status';
import type { StatusContext } from './status-context';

const UUID = '8f1c2d3e-0000-4000-8000-000000000001';
const BASE = `/account/heloc/${UUID}`;
const BORROWER = { type: 'BORROWER' } as const;

function settled(status: string, context: StatusContext = {}): PollOutcome<{ status: string; context: StatusContext }> {
  return { kind: 'settled', last: { status, context }, retries: 0, elapsedMs: 0 };
}

function input(overrides: Partial<RoutingInput>): RoutingInput {
  return {
    pathname: `${BASE}/start/profile`,
    applicationUuid: UUID,
    profile: BORROWER,
    hasApplication: true,
    outcome: settled('HMDA'),
    ...overrides,
  };
}

describe('decideApplicationRoute', () => {
  it('routes by status and tracks the route event', () => {
    expect(decideApplicationRoute(input({}))).toEqual({
      kind: 'navigate',
      to: `${BASE}/start/hmda`,
      event: {
        event: 'status-route',
        pagePath: `${BASE}/start/profile`,
        queryParams: {},
        applicationUuid: UUID,
        eventProperties: { status: 'HMDA', to: `${BASE}/start/hmda`, known: true, reason: 'status' },
      },
    });
  });

  it('passes the origin and decision to offer selection', () => {
    const decision = decideApplicationRoute(
      input({
        pathname: '/account/heloc/register-v2/set-password',
        outcome: settled('OFFER_SELECTION', { decision: 'SELECT' }),
      }),
    );
    expect(decision).toMatchObject({
      kind: 'navigate',
      to: `${BASE}/product/select`,
      state: { origin: '/account/heloc/register-v2/set-password', decision: 'SELECT' },
    });
  });

  it.each([
    ['no profile', { profile: null }],
    ['no application', { hasApplication: false }],
  ])('%s -> /dashboard', (_name, overrides) => {
    expect(decideApplicationRoute(input(overrides))).toMatchObject({
      kind: 'navigate',
      to: '/dashboard',
      event: { eventProperties: { reason: 'missing-data' } },
    });
  });

  it('a co-deeder on the main app has the token removed and the page reloaded', () => {
    expect(decideApplicationRoute(input({ profile: { type: 'CO_DEEDER' } }))).toMatchObject({
      kind: 'reload-without-token',
    });
  });

  it('polling that gave up -> error/timeout', () => {
    const outcome: RoutingInput['outcome'] = {
      kind: 'gave-up',
      last: { status: 'WAITING_FOR_SOFT_CREDIT', context: {} },
      retries: 10,
      elapsedMs: 1,
      path: 'error/timeout',
    };
    expect(decideApplicationRoute(input({ outcome }))).toMatchObject({
      kind: 'navigate',
      to: `${BASE}/error/timeout`,
      event: { eventProperties: { reason: 'timeout' } },
    });
  });

  it('an unrecognised status -> error/timeout, tracked as unknown', () => {
    const warnings: string[] = [];
    const decision = decideApplicationRoute(input({ outcome: settled('BRAND_NEW_STEP') }), (m) => warnings.push(m));
    expect(decision).toMatchObject({
      kind: 'navigate',
      to: `${BASE}/error/timeout`,
      event: { eventProperties: { known: false } },
    });
    expect(warnings).toHaveLength(1);
  });

  it('a decline re-routes, except on the disclosures page', () => {
    const declined = settled('DECLINED', { decision: 'DECLINE' });
    expect(decideApplicationRoute(input({ outcome: declined }))).toMatchObject({
      kind: 'navigate',
      to: `${BASE}/error/decline`,
    });
    expect(
      decideApplicationRoute(input({ outcome: declined, pathname: `${BASE}/document/disclosures` })),
    ).toMatchObject({ kind: 'stay' });
  });

  it('stays when already on the screen', () => {
    expect(decideApplicationRoute(input({ pathname: `${BASE}/start/hmda/` }))).toMatchObject({ kind: 'stay' });
  });

  it('complete goes to the site root', () => {
    expect(decideApplicationRoute(input({ outcome: settled('COMPLETE') }))).toMatchObject({
      kind: 'navigate',
      to: '/',
    });
  });
});

it.each([
  ['DECLINE', `${BASE}/product/select`, true],
  ['DECLINE', `${BASE}/document/disclosures`, false],
  ['SELECT', `${BASE}/product/select`, false],
  [undefined, `${BASE}/product/select`, false],
])('declineReroutes(%s, %s) -> %s', (decision, path, expected) =>
  expect(declineReroutes(decision, path)).toBe(expected),
);
