import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import flow from '@flows/application/screens/income.json';
import { descriptionOf, renderWidget, testApplication, type FakeRoutes } from '../../test-support/widget-test-kit';
import IncomeReview from './income-review';

afterEach(cleanup);

const review = flow.screens['income/review'];
const go = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
const FEATURE = 'POST /service-optimize/heloc/api/v1/feature';

/** The flag calls answered as on for the keys given, off for the rest. */
const flagsOn = (...on: string[]): FakeRoutes => ({
  [FEATURE]: (init) => {
    const { featureKey } = JSON.parse(String(init.body)) as { featureKey: string };
    return [200, { featureKey, enabled: on.includes(featureKey), variables: {} }];
  },
});
const radios = () => screen.getAllByRole('radio').map((r) => r.getAttribute('value'));
const notes = () => screen.queryAllByRole('note').map((n) => n.textContent);
const selfEmployed = testApplication({ employmentType: 'SELF_EMPLOYED' });
const renderReview = (routes: FakeRoutes, application = selfEmployed) =>
  renderWidget(IncomeReview, { screen: review, screenPath: 'income/review', routes, application });

describe('income-review', () => {
  it.each([
    ['Link your bank account', 'income/link/PLAID_TRANSACTIONS'],
    ['Link your payroll account', 'income/link/TRUV_PAYROLL'],
    ['Share your tax return', 'income/link/POINTSERV_TAX'],
    ['Upload your pay stubs', 'income/upload/MANUAL_PAYSTUB'],
    ['Have us contact your employer', 'income/employer-verification'],
  ])('%s leads to %s', async (label, to) => {
    const { goTo } = renderWidget(IncomeReview, { screen: review, screenPath: 'income/review' });
    fireEvent.click(await screen.findByRole('radio', { name: label }));
    go();
    expect(goTo).toHaveBeenCalledWith(to);
  });

  it('describes each way and asks for a choice, tied to the group', async () => {
    const { goTo } = renderWidget(IncomeReview, { screen: review, screenPath: 'income/review' });
    expect(await screen.findByRole('group', { name: 'How would you like to verify your income?' })).toBeTruthy();
    const first = screen.getByRole('radio', { name: 'Link your bank account' });
    expect(descriptionOf(first)).toBe("We review the deposits into the account where you're paid.");
    go();
    expect(document.activeElement).toBe(first);
    expect(descriptionOf(first)).toContain('Please choose how you would like to verify your income');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('offers no tax return while the IRS service is down (fe-heloc-irs-maintenance, asked by key with the brand)', async () => {
    const asked: unknown[] = [];
    renderWidget(IncomeReview, {
      screen: review,
      screenPath: 'income/review',
      routes: {
        'POST /service-optimize/heloc/api/v1/feature': (init) => {
          const body = JSON.parse(String(init.body)) as { featureKey: string };
          asked.push(body);
          return [200, { featureKey: body.featureKey, enabled: true, variables: {} }];
        },
      },
    });
    expect(await screen.findByRole('radio', { name: 'Upload your pay stubs' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Share your tax return' })).toBeNull();
    expect(asked).toContainEqual({
      featureKey: 'fe-heloc-irs-maintenance',
      optimizeUser: { attributes: { orgCode: 'MERIDIAN' } },
    });
    expect(asked.map((a) => (a as { featureKey: string }).featureKey).sort()).toEqual([
      'fe-heloc-business-iv',
      'fe-heloc-irs-maintenance',
      'fe-heloc-self-employ-tax-verification',
    ]);
  });

  it('offers no way until the flags have answered, so none flashes up first', async () => {
    renderReview(flagsOn('fe-heloc-self-employ-tax-verification'));
    expect(screen.getByRole('status').textContent).toBe(review.copy.loading);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    await waitFor(() => expect(radios()).toEqual(['PLAID_TRANSACTIONS', 'POINTSERV_TAX']));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers a self-employed borrower the tax return and the bank link, and says why (fe-heloc-self-employ-tax-verification)', async () => {
    const { goTo } = renderReview(flagsOn('fe-heloc-self-employ-tax-verification'));
    await waitFor(() => expect(radios()).toEqual(['PLAID_TRANSACTIONS', 'POINTSERV_TAX']));
    expect(notes()).toEqual([review.copy.selfEmployedNote]);
    fireEvent.click(screen.getByRole('radio', { name: 'Share your tax return' }));
    go();
    expect(goTo).toHaveBeenCalledWith('income/link/POINTSERV_TAX');
  });

  it('keeps the bank link, with the maintenance note, while the IRS service is down too', async () => {
    renderReview(flagsOn('fe-heloc-self-employ-tax-verification', 'fe-heloc-irs-maintenance'));
    await waitFor(() => expect(radios()).toEqual(['PLAID_TRANSACTIONS']));
    expect(notes()).toEqual([review.copy.selfEmployedTaxDownNote]);
    expect(notes()[0]).toContain('down for maintenance');
  });

  it('adds business bank statements for a self-employed borrower (fe-heloc-business-iv)', async () => {
    const { goTo } = renderReview(flagsOn('fe-heloc-business-iv'));
    const option = await screen.findByRole('radio', { name: 'Upload your business bank statements' });
    expect(descriptionOf(option)).toContain('12 months');
    expect(radios()).toHaveLength(6);
    expect(notes()).toEqual([]);
    fireEvent.click(option);
    go();
    expect(goTo).toHaveBeenCalledWith('income/upload/BUSINESS_BANK_STATEMENT');
  });

  it('with both flags a self-employed borrower has the bank link, the tax return and business statements', async () => {
    renderReview(flagsOn('fe-heloc-self-employ-tax-verification', 'fe-heloc-business-iv'));
    await waitFor(() => expect(radios()).toEqual(['PLAID_TRANSACTIONS', 'POINTSERV_TAX', 'BUSINESS_BANK_STATEMENT']));
  });

  it('changes nothing for a borrower who is not self-employed, whatever the flags', async () => {
    const asked: string[] = [];
    renderReview(
      {
        [FEATURE]: (init) => {
          const { featureKey } = JSON.parse(String(init.body)) as { featureKey: string };
          asked.push(featureKey);
          return [200, { featureKey, enabled: featureKey !== 'fe-heloc-irs-maintenance', variables: {} }];
        },
      },
      testApplication({ employmentType: 'FULL_TIME' }),
    );
    await waitFor(() => expect(asked).toHaveLength(3));
    await waitFor(() =>
      expect(radios()).toEqual(['PLAID_TRANSACTIONS', 'TRUV_PAYROLL', 'POINTSERV_TAX', 'MANUAL_PAYSTUB', 'EMPINFO']),
    );
    expect(notes()).toEqual([]);
  });
});
