import { expect, test } from '@playwright/test';
import { APPLICATION_URL } from '../test-support/application';
import { answersFor } from '../test-support/borrower-answers';
import { fillStep, submitButton } from '../test-support/registration-form';
import { startUrl, walk } from '../test-support/registration-journey';
import { journeyPath } from '../test-support/registration-path';
import { applicationsOf } from '../test-support/sandbox-client';

// Faults are sandbox state every page shares: these run in the stateful project and clear them.
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ request }) => {
  await request.delete('/__sandbox/faults');
});

const ORG = 'GRANITE_TRUST';
const CREATE = '/service-application/api/v3/application/helocs';

test('HELOC create, slow and its answer lost after the application was made (503), submit clicked twice: the borrower lands on the offers and the sandbox holds one application', async ({
  page,
  request,
}) => {
  const answers = answersFor('MA');
  const path = journeyPath(answers, { orgCode: ORG });
  const last = path[path.length - 1]!;
  await page.goto(startUrl(ORG));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await walk(page, answers, { orgCode: ORG, until: last });
  await fillStep(page, last, answers);
  // The create is slow, and its first answer is lost after the application was made.
  const fault = await request.post('/__sandbox/faults', {
    data: { method: 'POST', path: CREATE, status: 503, delayMs: 1500, afterHandler: true, times: 1 },
  });
  expect(fault.status()).toBe(201);
  const creates: (string | null)[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === CREATE)
      creates.push(r.headers()['idempotency-key'] ?? null);
  });
  await submitButton(page, last).dblclick();
  await expect(page).toHaveURL(APPLICATION_URL('product/select'), { timeout: 30_000 });
  expect(await applicationsOf(request, String(answers.email))).toHaveLength(1);
  // The retry carried the first attempt's key.
  expect(creates.length).toBeGreaterThanOrEqual(2);
  expect(new Set(creates).size).toBe(1);
  expect(creates[0]).toMatch(/^[0-9a-f-]{36}$/);
});
