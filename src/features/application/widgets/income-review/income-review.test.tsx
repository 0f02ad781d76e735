import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import flow from '@flows/application/screens/income.json';
import { descriptionOf, renderWidget } from '../../test-support/widget-test-kit';
import IncomeReview from './income-review';

afterEach(cleanup);

const review = flow.screens['income/review'];
const go = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

describe('income-review', () => {
  it.each([
    ['Link your bank account', 'income/link/PLAID_TRANSACTIONS'],
    ['Link your payroll account', 'income/link/TRUV_PAYROLL'],
    ['Share your tax return', 'income/link/POINTSERV_TAX'],
    ['Upload your pay stubs', 'income/upload/MANUAL_PAYSTUB'],
    ['Have us contact your employer', 'income/employer-verification'],
  ])('%s leads to %s', (label, to) => {
    const { goTo } = renderWidget(IncomeReview, { screen: review, screenPath: 'income/review' });
    fireEvent.click(screen.getByRole('radio', { name: label }));
    go();
    expect(goTo).toHaveBeenCalledWith(to);
  });

  it('describes each way and asks for a choice, tied to the group', () => {
    const { goTo } = renderWidget(IncomeReview, { screen: review, screenPath: 'income/review' });
    expect(screen.getByRole('group', { name: 'How would you like to verify your income?' })).toBeTruthy();
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
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Share your tax return' })).toBeNull());
    expect(screen.getByRole('radio', { name: 'Upload your pay stubs' })).toBeTruthy();
    expect(asked).toEqual([
      { featureKey: 'fe-heloc-irs-maintenance', optimizeUser: { attributes: { orgCode: 'MERIDIAN' } } },
    ]);
  });
});
