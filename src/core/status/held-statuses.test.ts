import { describe, expect, it } from 'vitest';
import { decideApplicationRoute } from './application-routing';
import { pollStatus } from './poll-status';
import { resolveStatusRoute } from './resolve-status-route';
import { isPolledStatus, isWaitingStatus, STATUS_POLLING } from './waiting-statuses';

const UUID = '8f1c2d3e-0000-4000-8000-000000000002';

/** Routing as the app runs it, against a server that keeps answering `status`. */
async function routeFrom(status: string) {
  let calls = 0;
  const outcome = await pollStatus({
    fetchStatus: async () => {
      calls += 1;
      return { status, context: {} };
    },
    sleep: async () => undefined,
    random: () => 0.5,
    baseDelayMs: STATUS_POLLING.baseDelayMs,
    maxRetries: STATUS_POLLING.maxRetries,
    isWaiting: isPolledStatus,
  });
  const decision = decideApplicationRoute({
    pathname: `/account/heloc/${UUID}`,
    applicationUuid: UUID,
    profile: { profileType: 'BORROWER' },
    hasApplication: true,
    outcome,
  });
  return { calls, decision };
}

describe('held statuses (an onsite appraisal takes days)', () => {
  it('ONSITE_APPRAISAL_REQUEST is a waiting status the spec names, and routing does not poll it', () => {
    expect(isWaitingStatus('ONSITE_APPRAISAL_REQUEST')).toBe(true);
    expect(isPolledStatus('ONSITE_APPRAISAL_REQUEST')).toBe(false);
  });

  it('routing shows the hold screen at once, after one status call', async () => {
    const { calls, decision } = await routeFrom('ONSITE_APPRAISAL_REQUEST');
    expect(calls).toBe(1);
    expect(decision).toMatchObject({ kind: 'navigate', to: `/account/heloc/${UUID}/hold` });
  });

  it('other waiting statuses are still polled until routing gives up on the timeout page', async () => {
    const { calls, decision } = await routeFrom('WAITING_FOR_TITLE');
    expect(calls).toBe(STATUS_POLLING.maxRetries + 1);
    expect(decision).toMatchObject({ kind: 'navigate', to: `/account/heloc/${UUID}/error/timeout` });
  });

  it.each(STATUS_POLLING.heldStatuses ?? [])(
    'held %s is a waiting status whose row names a screen other than the timeout page',
    (status) => {
      expect(isWaitingStatus(status)).toBe(true);
      expect(resolveStatusRoute(status, {}).path).not.toBe('error/timeout');
    },
  );
});
