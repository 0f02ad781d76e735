import { describe, expect, it } from 'vitest';
import type { Operation } from './openapi-operations';
import { walkTasks } from './walk-tasks';

const task = (operationId: string, statuses?: string[]) =>
  ({ operationId, state: { needs: ['identity', 'application'], statuses } }) as unknown as Operation;

describe('the task walk', () => {
  it('runs what each status opens, waits when nothing is open, and names the tasks it never reached', async () => {
    const statuses = ['OFFER_SELECTION', 'WAITING', 'WAITING', 'INCOME_VERIFICATION', 'DONE'];
    const calls: string[] = [];
    const notChecked: string[] = [];
    const tasks = [
      task('selectOffer', ['OFFER_SELECTION']),
      task('linkIncome', ['INCOME_VERIFICATION']),
      task('submitPaystubs', ['INCOME_VERIFICATION']),
      task('submitHmda', ['HMDA']),
    ];
    await walkTasks({
      tasks,
      readStatus: async () => statuses.shift(),
      runOperation: async (op, _capture, only) => {
        calls.push(`${op.operationId}${only ? ` (${only})` : ''}`);
        return only === 'bad' ? true : undefined;
      },
      notChecked: (op, why, kase) => notChecked.push(`${op.operationId} ${kase}: ${why}`),
      waitMs: 0,
      maxWaits: 3,
      sleep: async () => {},
    });
    expect(calls).toEqual(['selectOffer', 'submitPaystubs (bad)', 'linkIncome']);
    expect(notChecked).toEqual([
      'submitPaystubs valid: needs an application at INCOME_VERIFICATION: the walk passed it, but another task open there moved it on first',
      'submitHmda every case: needs an application at HMDA, which the walk through the contract did not reach (it stopped at DONE)',
    ]);
  });
});
