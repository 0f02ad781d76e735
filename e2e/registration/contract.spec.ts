import { expect, test } from '@playwright/test';
import { APPLICATION_URL } from '../test-support/application';
import { addressIn, answersFor, merge } from '../test-support/borrower-answers';
import { brand } from '../test-support/brands';
import { stepUrl } from '../test-support/registration-flow';
import { control, expectFieldError, fillStep, submitButton } from '../test-support/registration-form';
import { expectStep, startUrl, walk, type Via } from '../test-support/registration-journey';
import { schemaMessage } from '../test-support/registration-messages';
import { journeyPath } from '../test-support/registration-path';
import { sandboxApplication } from '../test-support/sandbox-client';
import { valueAt } from '../../src/core/json-pointer';

test.describe.configure({ mode: 'parallel' });

/**
 * Issue 25, section 3, tried as a new borrower would on brands no other spec singles out: a
 * street typed with a trailing space and a phone whose area code starts with 0, which once passed
 * the steps and were refused by the back end, leaving the borrower on the dashboard.
 */
const BRANDS: { orgCode: string; via: Via }[] = [
  { orgCode: 'TIDEWATER_COMMUNITY_CU', via: 'query' },
  { orgCode: 'SOONER_PRAIRIE_BANK', via: 'host' },
];
const CONTACT = 'phone-and-email';

for (const { orgCode, via } of BRANDS) {
  test(`${orgCode} (${via}): the phone (055) 123-4567 is refused at its field; corrected, the trailing-space street registers trimmed`, async ({
    page,
    request,
  }) => {
    const state = brand(orgCode).statesServed[0]!;
    const street = `${addressIn(state).street1} `;
    const answers = answersFor(state, { propertyAddress: { street1: street }, phoneNumber: '(055) 123-4567' });
    const path = journeyPath(answers, { orgCode });
    expect(path[0]).toBe('property');
    expect(path).toContain(CONTACT);

    await page.goto(startUrl(orgCode, {}, { via }));
    await expectStep(page, 'property', answers, { orgCode });
    await fillStep(page, 'property', answers);
    await expect(control(page, 'property', '/propertyAddress/street1')).toHaveValue(street);
    await submitButton(page, 'property').click();
    await walk(page, answers, { orgCode, from: path[1]!, until: CONTACT });
    await fillStep(page, CONTACT, answers);
    await submitButton(page, CONTACT).click();
    await expectFieldError(
      page,
      control(page, CONTACT, '/phoneNumber'),
      schemaMessage(CONTACT, '/phoneNumber', 'pattern'),
    );
    await expect(page).toHaveURL(stepUrl(CONTACT));

    const corrected = merge(answers, { phoneNumber: '(405) 555-0142' });
    await fillStep(page, CONTACT, corrected);
    await submitButton(page, CONTACT).click();
    const next = path[path.indexOf(CONTACT) + 1]!;
    await expectStep(page, next, corrected, { orgCode });
    await walk(page, corrected, { orgCode, from: next });

    await expect(page).toHaveURL(APPLICATION_URL('product/select'), { timeout: 20_000 });
    const uuid = APPLICATION_URL('product/select').exec(new URL(page.url()).pathname)![1]!;
    const record = await sandboxApplication(request, uuid);
    expect(record.organizationCode).toBe(orgCode);
    expect(record.application.property.street1).toBe(street.trim());
    expect(record.email).toBe(answers.email);
  });
}

/**
 * The browser's check is a convenience: when the lender's back end still refuses an answer with
 * a 400 naming the field (ApiError errors[].pointer), the borrower is taken to the step that asks
 * for it and told there, answers kept, never left on the dashboard without a word.
 */
const REFUSALS = [
  {
    call: 'register',
    path: '**/identity/api/v1/registration/register**',
    pointer: '/phoneNumber',
    step: CONTACT,
    field: '/phoneNumber',
    keyword: 'pattern',
  },
  {
    call: 'create',
    path: '**/service-application/api/v3/application/helocs**',
    pointer: '/propertyRequest/street1',
    step: 'property',
    field: '/propertyAddress/street1',
    keyword: undefined,
  },
];
const ORG = 'WASATCH_PEAKS_FCU';

for (const { call, path: callPath, pointer, step, field, keyword } of REFUSALS) {
  test(`${ORG}: the lender's 400 on ${call} naming ${pointer} brings the borrower back to that field`, async ({
    page,
  }) => {
    const answers = answersFor(brand(ORG).statesServed[0]!);
    await page.route(callPath, (route) =>
      route.fulfill({
        status: 400,
        json: { status: 400, message: `${pointer} is refused`, errors: [{ pointer, message: 'is refused' }] },
      }),
    );
    await page.goto(startUrl(ORG));
    await walk(page, answers, { orgCode: ORG });

    await expect(page).toHaveURL(stepUrl(step));
    await expectFieldError(page, control(page, step, field), schemaMessage(step, field, keyword));
    await expect(control(page, step, field)).toHaveValue(String(valueAt(answers, field)));
  });
}
