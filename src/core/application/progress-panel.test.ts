import { describe, expect, it } from 'vitest';
import { STATUS_ROUTES, type RoutingTable } from '@/core/status/resolve-status-route';
import { progressPanelFor, stageForPage, stageForStatus } from './progress-panel';
import { applicationCopy, loadAllScreens } from './screens';
import { applicationUuidInPath } from './screen-path';

const copy = applicationCopy.stepBar;
const SCREENS = await loadAllScreens();

describe('stageForStatus (status -> route -> screen stage, flows/status-routes.json)', () => {
  it.each([
    ['HMDA', 'INITIAL'],
    ['OFFER_SELECTION', 'PRODUCT_SELECT'],
    ['INCOME_VERIFICATION', 'LINK_INCOME'],
    ['IDENTITY_VERIFICATION', 'ID_UPLOAD'],
    ['NOTE_SIGNING', 'SIGNING'],
    ['NOTARY_DISCLOSURE', 'ENOTARY'],
    ['RECORDING', 'COMPLETE'],
  ])('%s is at the stage of the screen it routes to (%s)', (status, stage) => {
    expect(stageForStatus(status, {})).toBe(stage);
  });

  it("agrees with the row's stage, else the screen's, for every row without a condition", () => {
    for (const row of STATUS_ROUTES.rows) {
      if (row.when || row.route === '/') continue;
      for (const status of row.statuses) {
        if (STATUS_ROUTES.flowStops.ended.includes(status)) continue;
        const first = STATUS_ROUTES.rows.find((r) => r.statuses.includes(status));
        if (first !== row) continue;
        expect(stageForStatus(status, {}), status).toBe(row.stage ?? SCREENS[row.route]!.stage);
      }
    }
  });

  it('reads the status context the way routing does (a condition picks the row)', () => {
    // DEED_SIGNING after the primary participant accepted routes to complete.
    expect(stageForStatus('DEED_SIGNING', { primaryParticipantAcceptComplete: true })).toBe('COMPLETE');
  });

  it('has no stage for an ended application, the site root or an unknown status', () => {
    expect(stageForStatus('DECLINED', {})).toBeNull();
    expect(stageForStatus('CANCELLED', {})).toBeNull();
    expect(stageForStatus('COMPLETE', {})).toBeNull();
    expect(stageForStatus('NOT_A_STATUS', {})).toBeNull();
  });

  it('takes the table and screens it is given', () => {
    const routes: RoutingTable = { ...STATUS_ROUTES, rows: [{ statuses: ['X'], route: 'somewhere', why: 'test' }] };
    expect(stageForStatus('X', {}, { routes, stages: { somewhere: 'SIGNING' } })).toBe('SIGNING');
    expect(stageForStatus('X', {}, { routes, stages: {} })).toBeNull();
  });
});

describe('stageForPage', () => {
  it("follows the page's screen as the borrower moves on, before any new status", () => {
    // The status still says offer selection; the borrower has gone on to the bank screen.
    expect(stageForPage('bank/disburse', 'OFFER_SELECTION', {})).toBe(SCREENS['bank/disburse']!.stage);
    expect(stageForPage('income/link/PLAID', 'HMDA', {})).toBe('LINK_INCOME');
  });
  it('uses the status on the index and on a path that names no screen', () => {
    expect(stageForPage('', 'OFFER_SELECTION', {})).toBe('PRODUCT_SELECT');
    expect(stageForPage('/', 'NOTE_SIGNING', {})).toBe('SIGNING');
    expect(stageForPage('no/such/screen', 'NOTE_SIGNING', {})).toBe('SIGNING');
  });
});

describe('progressPanelFor', () => {
  it('marks the current step, earlier ones done, later ones upcoming', () => {
    const panel = progressPanelFor(copy, '', 'INCOME_VERIFICATION', {})!;
    expect(panel).toMatchObject({ step: 4, steps: 8, label: 'Link Income Sources' });
    expect(panel.items.map((i) => i.state)).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('names step 7 by status.manualNotary', () => {
    expect(progressPanelFor(copy, '', 'MANUAL_DEED_SIGNING', { manualNotary: true })).toMatchObject({
      step: 7,
      label: 'Schedule Notary Session',
    });
    expect(progressPanelFor(copy, '', 'NOTARY_DISCLOSURE', { manualNotary: false })).toMatchObject({
      step: 7,
      label: 'Talk to eNotary',
    });
  });

  it('is null when there is no stage', () => {
    expect(progressPanelFor(copy, '', 'DECLINED', {})).toBeNull();
  });
});

describe('applicationUuidInPath', () => {
  it("names the application of a page under /account/heloc/{uuid}/, and nothing else's", () => {
    const uuid = '0b7c0d4e-1f2a-4b3c-8d9e-0a1b2c3d4e5f';
    expect(applicationUuidInPath(`/account/heloc/${uuid}/income/review`)).toBe(uuid);
    expect(applicationUuidInPath(`/account/heloc/${uuid}`)).toBe(uuid);
    expect(applicationUuidInPath('/account/heloc/register')).toBeNull();
    expect(applicationUuidInPath(`/account/heloc-signer/${uuid}/identity`)).toBeNull();
    expect(applicationUuidInPath('/dashboard')).toBeNull();
  });
});
