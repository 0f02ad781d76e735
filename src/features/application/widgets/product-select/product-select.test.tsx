import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '@/core/application/screens';
import { HttpError } from '@/core/http/http-error';
import type { HelocApplication } from '@/generated/types/heloc-application';
import type { ScreenWidgetProps } from '../../screen-widget';
import ProductSelect from './product-select';

afterEach(cleanup);

const OFFER = {
  id: 'o-10',
  term: 10,
  type: 'FIXED',
  originationFee: 2.5,
  min: 15000,
  max: 100000,
  minDraw: 15000.25,
  maxDraw: 95000.75,
  rate: 8.99,
  baseRate: 8.5,
  otherRate: 0.49,
  discountList: [{ discount: { type: 'AUTOPAY', amount: 0.25 }, rateWithDiscount: 8.74 }],
  minRecordingTax: 0,
  maxRecordingTax: 0,
};
const OTHER = {
  ...OFFER,
  id: 'o-30',
  term: 30,
  type: 'VARIABLE',
  rate: 9.5,
  minDraw: 20000,
  maxDraw: 40000,
  discountList: [],
};
const APPLICATION = {
  property: { state: 'CA' },
  offers: {
    offers: [OFFER, OTHER],
    maxDtiUnlimited: 0,
    ofeeMaxThreshold: 0,
    incomeRequestRecords: [],
    costs: [
      {
        feeType: 'RECORDING_FEE',
        borrowerPaidAmount: 128,
        jsCriteria: { perHundredThousand: 0 },
        totalPaidByBorrower: 128,
      },
    ],
  },
} as unknown as HelocApplication;

function renderWidget(
  path: 'product/select' | 'product/select/confirm',
  at: string | { pathname: string; search?: string; state?: unknown } = '/',
  submitTask = vi.fn(async () => undefined),
) {
  const goTo = vi.fn();
  const screenDef = SCREENS[path]!;
  const props: ScreenWidgetProps = {
    uuid: 'u',
    screenPath: path,
    params: {},
    application: APPLICATION,
    copy: screenDef.copy as Record<string, string>,
    options: screenDef.options as Record<string, unknown>,
    submitTask,
    goTo,
  };
  const router = createMemoryRouter([{ path: '*', element: <ProductSelect {...props} /> }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return { goTo, submitTask };
}

describe('product/select', () => {
  it('lists the offers, starts the slider at the largest draw, bounds rounded inwards', () => {
    renderWidget('product/select');
    const offers = within(screen.getByRole('group', { name: 'Your offers' })).getAllByRole('radio');
    expect(offers).toHaveLength(2);
    const slider = screen.getByRole('slider', { name: 'Initial draw' });
    expect([slider.getAttribute('min'), slider.getAttribute('max'), (slider as HTMLInputElement).value]).toEqual([
      '15001',
      '95000',
      '95000',
    ]);
    expect((screen.getByRole('textbox', { name: 'Initial draw amount, in dollars' }) as HTMLInputElement).value).toBe(
      '$95,000',
    );
    const panel = screen.getByRole('region', { name: 'Your estimated terms' });
    expect(within(panel).getByText('8.990%')).toBeDefined();
    expect(within(panel).getByText('10 years')).toBeDefined();
    // The recording fee ($0 to $315, from the offer set's costs) is a row of its own.
    expect(within(panel).getByText('Recording fee (paid at closing)').nextElementSibling?.textContent).toBe('$128.00');
    expect(within(panel).getByText('With automatic payments from your bank account: 8.740% APR')).toBeDefined();
  });

  it('an amount outside the offer says so, tied to the field, and does not go on', () => {
    const { goTo } = renderWidget('product/select');
    const field = screen.getByRole('textbox', { name: 'Initial draw amount, in dollars' });
    fireEvent.change(field, { target: { value: '96000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(goTo).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Please enter an amount from $15,001 to $95,000');
  });

  it('a typed amount moves the slider; Continue goes to the confirm step with the choice', () => {
    const { goTo } = renderWidget('product/select');
    fireEvent.click(screen.getByRole('radio', { name: /30-year variable rate/ }));
    expect((screen.getByRole('slider', { name: 'Initial draw' }) as HTMLInputElement).value).toBe('40000');
    fireEvent.change(screen.getByRole('textbox', { name: 'Initial draw amount, in dollars' }), {
      target: { value: '$25,000' },
    });
    expect((screen.getByRole('slider', { name: 'Initial draw' }) as HTMLInputElement).value).toBe('25000');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(goTo).toHaveBeenCalledWith('product/select/confirm?offerId=o-30&drawAmount=25000', {});
  });

  it('reads the origin and decision routing passed (a verified offer): says where confirming returns, and carries both on', () => {
    const { goTo } = renderWidget('product/select', {
      pathname: '/',
      state: { origin: 'signing/intro', decision: 'SELECT' },
    });
    expect(screen.getByRole('note').textContent).toBe(
      'Your offer is verified. Keep it or choose another; once you confirm, you go back to: Sign your loan documents.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(goTo).toHaveBeenCalledWith('product/select/confirm?offerId=o-10&drawAmount=95000', {
      origin: 'signing/intro',
      decision: 'SELECT',
    });
  });

  it('an origin that is not a screen of the application (the registration step) adds nothing', () => {
    renderWidget('product/select', { pathname: '/', state: { origin: '/account/heloc/register-v2/set-password' } });
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('product/select/confirm', () => {
  it('posts select-offer with the chosen offer and draw', async () => {
    const { submitTask } = renderWidget('product/select/confirm', '/?offerId=o-10&drawAmount=50000');
    expect(within(screen.getByRole('region', { name: 'Your offer' })).getByText('$50,000')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my offer' }));
    expect(submitTask).toHaveBeenCalledWith('select-offer', { offerId: 'o-10', drawAmount: 50000 });
  });

  it('shows the server message in place', async () => {
    const failing = vi.fn(async () => {
      throw new HttpError(400, 'Bad Request', { status: 400, message: 'drawAmount must be within the offer' });
    });
    renderWidget('product/select/confirm', '/?offerId=o-10&drawAmount=50000', failing);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my offer' }));
    expect((await screen.findByRole('alert')).textContent).toContain('drawAmount must be within the offer');
  });

  it('with an origin, the confirm step returns to it', () => {
    const { goTo, submitTask } = renderWidget('product/select/confirm', {
      pathname: '/',
      search: '?offerId=o-10&drawAmount=50000',
      state: { origin: 'signing/intro', decision: 'SELECT' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back to: Sign your loan documents' }));
    expect(goTo).toHaveBeenCalledWith('signing/intro');
    expect(submitTask).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Change my offer' }));
    expect(goTo).toHaveBeenLastCalledWith('product/select?offerId=o-10&drawAmount=50000', {
      origin: 'signing/intro',
      decision: 'SELECT',
    });
  });

  it('without an origin there is nothing to return to', () => {
    renderWidget('product/select/confirm', '/?offerId=o-10&drawAmount=50000');
    expect(screen.queryByRole('button', { name: /^Back to/ })).toBeNull();
  });

  it('without a valid choice, sends the borrower back to choose', () => {
    const { goTo } = renderWidget('product/select/confirm', '/?offerId=o-10&drawAmount=1');
    fireEvent.click(screen.getByRole('button', { name: 'Choose an offer' }));
    expect(goTo).toHaveBeenCalledWith('product/select');
  });
});
