import { test as base } from '@playwright/test';
import { createBorrower, type Borrower } from './sandbox-client';

/**
 * One California and one Texas borrower per worker, created through the sandbox API when first
 * needed: the tests of a worker run one after another and each forces the status it needs.
 */
export const test = base.extend<object, { borrowers: { get: (state: 'CA' | 'TX') => Promise<Borrower> } }>({
  borrowers: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const made = new Map<string, Promise<Borrower>>();
      await use({
        get: (state) => {
          if (!made.has(state)) made.set(state, createBorrower(request, state));
          return made.get(state)!;
        },
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
