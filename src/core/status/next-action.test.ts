import { describe, expect, it } from 'vitest';
import { nextActionFor } from './next-action';
import { STATUS_ROUTES } from './resolve-status-route';
import type { StatusContext } from './status-context';

const UUID = '8f1c2d3e-0000-4000-8000-000000000001';
const HOME = `/account/heloc/${UUID}`;

describe('nextActionFor', () => {
  it.each<[string, StatusContext, ReturnType<typeof nextActionFor>]>([
    ['CANCELLED', {}, { kind: 'start-new' }],
    ['DECLINED', { decision: 'DECLINE' }, { kind: 'start-new' }],
    ['SOFT_CREDIT_LOCKED_OR_FROZEN', {}, { kind: 'unblock', to: `${HOME}/credit/error` }],
    ['CREDIT_NO_MATCH', {}, { kind: 'unblock', to: `${HOME}/credit/social` }],
    ['ASSETS_PREQUAL', {}, { kind: 'unblock', to: `${HOME}/product/assets` }],
    ['HMDA', {}, { kind: 'continue', to: `${HOME}/start/hmda` }],
    ['IDENTITY_VERIFICATION', {}, { kind: 'continue', to: `${HOME}/identity` }],
    // The offer row passes on the decision (and the origin, when routing has one).
    [
      'OFFER_SELECTION',
      { decision: 'SELECT' },
      { kind: 'continue', to: `${HOME}/product/select`, state: { decision: 'SELECT' } },
    ],
    // Held, not polled: its hold screen says what happens and reads the status again.
    ['ONSITE_APPRAISAL_REQUEST', {}, { kind: 'continue', to: `${HOME}/hold` }],
    // Being worked on: the application's page waits for the status, then routes.
    ['IN_PROGRESS', {}, { kind: 'continue', to: HOME }],
    ['WAITING_FOR_FUNDING', {}, { kind: 'continue', to: HOME }],
    ['GEN_NOTE_SIGNING', {}, { kind: 'continue', to: HOME }],
    // No row names it: the application's page reports it and shows the timeout page.
    ['SOMETHING_NEW', {}, { kind: 'continue', to: HOME }],
    // Complete: routed to the site root, nothing left to do.
    ['COMPLETE', {}, null],
  ])('%s', (status, context, action) => {
    expect(nextActionFor(UUID, status, context)).toEqual(action);
  });

  it('leads every status the table routes to a screen somewhere under the application', () => {
    for (const row of STATUS_ROUTES.rows) {
      for (const status of row.statuses) {
        const action = nextActionFor(UUID, status, {});
        if (action === null) expect(row.route).toBe('/');
        else if (action.kind !== 'start-new') expect(action.to.startsWith(HOME)).toBe(true);
      }
    }
  });

  it('encodes the uuid in the path', () => {
    expect(nextActionFor('a b', 'HMDA', {})).toEqual({ kind: 'continue', to: '/account/heloc/a%20b/start/hmda' });
  });
});
