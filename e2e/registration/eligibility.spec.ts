import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import waitlistForm from '../../flows/forms/waitlist.json' with { type: 'json' };
import { answersFor } from '../test-support/borrower-answers';
import { brand } from '../test-support/brands';
import { copy, stepUrl } from '../test-support/registration-flow';
import { fillStep, submitButton } from '../test-support/registration-form';
import { expectStep, startUrl, walk } from '../test-support/registration-journey';
import { journeyPath } from '../test-support/registration-path';
import { fill } from '../test-support/strings';

test.describe.configure({ mode: 'parallel' });

const words = copy.eligibility;
const ui = waitlistForm.uiSchema;

/**
 * The lender's states-eligibility, state-licenses and zip-eligibility answers decide on the
 * property step, on brands the deep specs do not use; where the borrower cannot apply, the
 * waitlist is offered and joined.
 */
test('GLACIER_LAKE_BANK: a property in a state it does not serve is stopped on the property step, and the borrower joins the waitlist', async ({
  page,
  request,
}) => {
  const b = brand('GLACIER_LAKE_BANK');
  expect(b.statesServed).not.toContain('CA');
  const answers = answersFor('CA');
  await page.goto(startUrl(b.orgCode));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expectStep(page, 'property', answers, { orgCode: b.orgCode });
  await fillStep(page, 'property', answers);
  await submitButton(page, 'property').click();

  const values = { displayName: b.displayName, stateName: 'California' };
  const notice = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: fill(words.stateNotServed.title, values) }) });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(fill(words.stateNotServed.body, values));
  await expect(page).toHaveURL(stepUrl('property'));

  await page.getByRole('button', { name: words.stateNotServed.action }).click();
  const form = page.getByRole('region', { name: words.waitlist.title });
  await form.getByLabel(ui.firstName['ui:title'], { exact: true }).fill('Marisol');
  await form.getByLabel(ui.lastName['ui:title'], { exact: true }).fill('Thornbury');
  await form.getByLabel(ui.dob['ui:title'], { exact: true }).fill('03/14/1979');
  const email = `marisol.${Date.now()}@example.com`;
  await form.getByLabel(ui.email['ui:title'], { exact: true }).fill(email);
  await form.getByLabel(ui.income['ui:title'], { exact: true }).fill('87000');
  // The consent is required: without it the form says so at the box.
  await form.getByRole('button', { name: waitlistForm.submitLabel }).click();
  await expect(form.getByRole('checkbox', { name: ui.consent['ui:title'] })).toHaveAccessibleDescription(/Required/);
  await form.getByRole('checkbox', { name: ui.consent['ui:title'] }).check();
  await form.getByRole('button', { name: waitlistForm.submitLabel }).click();
  await expect(
    form.getByRole('status').filter({ hasText: fill(words.waitlist.done, { email, stateName: 'California' }) }),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: waitlistForm.submitLabel })).toHaveCount(0);

  const { waitlist } = (await (await request.get('/__sandbox/submissions')).json()) as {
    waitlist: { organizationCode: string; createdAt: string; entry: Record<string, unknown> }[];
  };
  const waitlistEntry = waitlist.find((w) => w.entry.email === email);
  expect(waitlistEntry).toMatchObject({
    organizationCode: b.orgCode,
    entry: {
      firstName: 'Marisol',
      lastName: 'Thornbury',
      dob: '1979-03-14',
      income: 87000,
      consent: true,
      street1: (answers.propertyAddress as { street1: string }).street1,
      state: 'CA',
    },
  });
  // The consent to be contacted is an audit record like registration's: its words as shown, their
  // hash, its version, the brand and the page.
  const { consents } = (await (await request.get('/__sandbox/consents')).json()) as {
    consents: Record<string, unknown>[];
  };
  const record = consents.find((c) => c.channel === 'WAITLIST' && c.recordedAt === waitlistEntry?.createdAt);
  expect(record).toMatchObject({
    type: 'WAITLIST',
    version: 1,
    choice: 'AGREED',
    organizationCode: b.orgCode,
    text: ui.consent['ui:title'],
    textSha256: createHash('sha256').update(ui.consent['ui:title'], 'utf8').digest('hex'),
    page: '/account/heloc/register-v2',
  });
});

test('SILVER_SAGE_FCU: a zip the lender does not lend in is stopped on the property step; a good zip goes on', async ({
  page,
}) => {
  const b = brand('SILVER_SAGE_FCU');
  const state = b.statesServed[0]!;
  const answers = answersFor(state, { propertyAddress: { zip: '99999' } });
  await page.goto(startUrl(b.orgCode));
  await fillStep(page, 'property', answers);
  await submitButton(page, 'property').click();
  const values = { displayName: b.displayName, zip: '99999', supportPhone: b.support.phone };
  const notice = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: fill(words.zipNotEligible.title, values) }) });
  await expect(notice).toContainText(fill(words.zipNotEligible.body, values));
  await expect(page.getByRole('button', { name: words.stateNotServed.action })).toHaveCount(0);

  const good = answersFor(state);
  await fillStep(page, 'property', { propertyAddress: { zip: (good.propertyAddress as { zip: string }).zip } });
  await submitButton(page, 'property').click();
  const next = journeyPath(good, { orgCode: b.orgCode })[1]!;
  await expect(page).toHaveURL(stepUrl(next));
  await walk(page, good, { orgCode: b.orgCode, from: next, until: next });
});
