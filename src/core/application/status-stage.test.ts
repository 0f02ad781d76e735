import { describe, expect, it } from 'vitest';
import { resolveStatusRoute, STATUS_ROUTES } from '@/core/status/resolve-status-route';
import type { StatusContext } from '@/core/status/status-context';
import { stageForStatus, stageOnScreen } from './progress-panel';
import { applicationCopy, loadAllScreens } from './screens';
import { stepBar } from './step-bar';

const SCREENS = await loadAllScreens();

/**
 * Where each status is in the workflow, for the step bar. Basic Info is the application's own
 * details: registration, the soft pull and the property before any offer, the questions about the
 * applicant (start/...), and the errors of that part. Every other status comes after an offer and
 * must not send the step bar back to Basic Info, whichever screen it shows (the timeout page, the
 * signing documents' wait) .
 */
const BASIC_INFO = new Set([
  'IN_PROGRESS',
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'WAITING_FOR_SOFT_CREDIT',
  'WAITING_FOR_INITIAL_OFFERS',
  'WAITING_FOR_VALUATION',
  'PREQUAL_TITLE',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
  'NO_PROPERTY_FOUND',
  'MULTIPLE_PROPERTIES',
  'CREDIT_ERROR',
  'CREDIT_MINOR',
  'FACTA_REVIEW',
  'UNKNOWN',
  'COLLECT_ADDITIONAL_INFO',
  'HMDA',
  'APP_SUBMISSION',
  'GEN_SUMMARY_DISCLOSURE',
  'GEN_APP_DISCLOSURES',
]);

/** Each status of the table with a context that reaches each of its rows. */
function statusCases(): [string, StatusContext][] {
  const contexts: StatusContext[] = [
    {},
    { waitingOnFloodCert: true },
    { subDecision: 'VERIFIED_OFFER' },
    { primaryParticipantAcceptComplete: true },
    { bpo: 'BPO_REQUIRED' },
    { bpo: 'BPO_REQUIRED', propertyState: 'TX' },
    { routingNumberPresent: true },
  ];
  const statuses = [...new Set(STATUS_ROUTES.rows.flatMap((row) => row.statuses))];
  return statuses.flatMap((status) => contexts.map((context): [string, StatusContext] => [status, context]));
}

const label = (stage: NonNullable<ReturnType<typeof stageForStatus>>) =>
  stepBar(applicationCopy.stepBar, stage, false).find((item) => item.state === 'current')!.label;

describe('the step bar follows where the application is', () => {
  it.each([
    ['GEN_CLOSING_DISCLOSURE', 'review-app/signdocs', 'Sign Documents'],
    ['GEN_NOTE_SIGNING', 'review-app/signdocs', 'Sign Documents'],
    ['ORDER_FULL_TITLE', 'error/timeout', 'Provide More Info'],
    ['REQUEST_PAYOFFS', 'error/timeout', 'Provide More Info'],
    ['APPRAISAL_REVIEW', 'error/timeout', 'Provide More Info'],
    ['WAITING_FOR_TITLE', 'error/timeout', 'Provide More Info'],
    ['WAITING_FOR_FUNDING', 'error/timeout', 'Complete'],
    ['CREDIT_ERROR', 'error/timeout', 'Basic Info'],
  ])('%s on %s shows %s', (status, path, expected) => {
    const stage = stageOnScreen({ path, stage: SCREENS[path]!.stage }, status, {});
    expect(label(stage)).toBe(expected);
    expect(stageForStatus(status, {})).toBe(stage);
  });

  it('no status after an offer shows Basic Info on the screen it routes to', () => {
    const wrong: string[] = [];
    for (const [status, context] of statusCases()) {
      const route = resolveStatusRoute(status, context, () => undefined);
      const screen = SCREENS[route.path];
      if (!screen || BASIC_INFO.has(status)) continue;
      if (STATUS_ROUTES.flowStops.ended.includes(status)) continue;
      const stage = stageOnScreen({ path: route.path, stage: screen.stage }, status, context);
      if (stage === 'INITIAL') wrong.push(`${status} -> ${route.path}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the timeout page after polling gave up shows the stage of the waiting status', () => {
    const timeout = { path: 'error/timeout', stage: SCREENS['error/timeout']!.stage };
    expect(label(stageOnScreen(timeout, 'GEN_NOTE_SIGNING', {}))).toBe('Sign Documents');
    expect(label(stageOnScreen(timeout, 'WAITING_FOR_TITLE', {}))).toBe('Provide More Info');
  });

  it('a screen reached outside its row keeps its own stage (the timeout page opened by a link)', () => {
    expect(stageOnScreen({ path: 'error/timeout', stage: 'INITIAL' }, 'NOTE_SIGNING', {})).toBe('INITIAL');
  });
});
