import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { loadScreen } from '@/core/application/screens';
import { renderWidget, testApplication } from '../../test-support/widget-test-kit';
import ProductSelect, { loadLaterSteps } from './product-select';

afterEach(cleanup);

const DRAW_SCREEN = (await loadScreen('product/select/draw'))!.screen;
// The draw step's code loads on its own (product-select.tsx): in, it draws at once.
await loadLaterSteps();

const OFFER = {
  id: 'o-10',
  term: 10,
  type: 'FIXED',
  originationFee: 2.07,
  min: 15_000,
  max: 40_000,
  minDraw: 15_000,
  maxDraw: 38_000,
  rate: 8.99,
  baseRate: 8.5,
  otherRate: 8.49,
  discountList: [],
  minRecordingTax: 0,
  maxRecordingTax: 0,
};

function drawStep(recordingFee: number, extra: Record<string, unknown> = {}) {
  const fee = { feeType: 'RECORDING_FEE', borrowerPaidAmount: recordingFee, jsCriteria: { perHundredThousand: 0 } };
  const offers = { offers: [OFFER], maxDtiUnlimited: 40_000, ofeeMaxThreshold: 0, incomeRequestRecords: [] };
  const screenDef = DRAW_SCREEN;
  renderWidget(ProductSelect, {
    screen: { copy: screenDef.copy as Record<string, string>, options: screenDef.options as Record<string, unknown> },
    screenPath: 'product/select/draw',
    application: testApplication({
      offers: { ...offers, costs: [{ ...fee, totalPaidByBorrower: recordingFee }] },
      ...extra,
    }),
    at: '/?offerId=o-10&drawAmount=15250',
  });
  return within(screen.getByRole('region', { name: 'Your estimated terms' }));
}

it.each([
  ['the largest fee of the spec', 315, '$315.00'],
  ['a fee over $315, shown as the lender charges it', 400, '$400.00'],
])('the panel draws with %s', (_name, recordingFee, shown) => {
  const panel = drawStep(recordingFee);
  expect(panel.getByText('Recording fee (paid at closing)').nextElementSibling?.textContent).toBe(shown);
  // The fee of the $15,250 draw at 2.07 %, exactly 315.675: the even cent.
  expect(panel.getByText('Origination fee').nextElementSibling?.textContent).toContain('$315.68');
  expect(panel.getByText('Total costs at closing').nextElementSibling?.textContent).toBe(
    `$${(315.68 + recordingFee).toFixed(2)}`,
  );
});

it('puts payment, APR and initial draw first, then the term, then the costs at closing and their total', () => {
  const panel = drawStep(128);
  const labels = panel.getAllByRole('term').map((t) => t.textContent);
  expect(labels).toEqual([
    'Estimated monthly payment',
    'APR',
    'Initial draw',
    'Term',
    'Origination fee',
    'Recording fee (paid at closing)',
    'Total costs at closing',
  ]);
  expect(panel.getByRole('heading', { level: 3, name: 'Costs at closing' })).toBeDefined();
});

it('the interest-only variant (62 and over) shows one month of interest as the payment, and says so', () => {
  const panel = drawStep(128, { product: 'heloc-62-interest-only' });
  // 15,250 * 8.99 % / 12 = 114.247916...: a month of 365.25 / 12 days at the APR.
  expect(panel.getByText('Estimated monthly payment (interest only)').nextElementSibling?.textContent).toBe('$114.25');
  expect(panel.getByText(/You repay no principal with it\./)).toBeDefined();
  expect(panel.queryByText('Estimated monthly payment')).toBeNull();
});
