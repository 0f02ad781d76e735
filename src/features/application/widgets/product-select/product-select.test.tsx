import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationCopy, loadAllScreens } from '@/core/application/screens';
import { HttpError } from '@/core/http/http-error';
import type { HelocApplication } from '@/generated/types/heloc-application';
import {
  descriptionOf,
  renderWidget as renderScreenWidget,
  type FakeRoutes,
  type WidgetRender,
} from '../../test-support/widget-test-kit';
import ProductSelect, { loadLaterSteps } from './product-select';

afterEach(cleanup);

const SCREENS = await loadAllScreens();
// The draw and confirm steps' code loads on its own (product-select.tsx): in, they draw at once.
await loadLaterSteps();

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

const SPLIT_FLAG = 'fe-heloc-multi-page-product-select';

/** The flag asked by key answers `enabled` (no route: the call fails, and the flag counts as off). */
const flagRoutes = (enabled: boolean): FakeRoutes => ({
  'POST /service-optimize/heloc/api/v1/feature': (init) => {
    const { featureKey } = JSON.parse(String(init.body)) as { featureKey: string };
    return [200, { featureKey, enabled: featureKey === SPLIT_FLAG && enabled, variables: {} }];
  },
});

function renderWidget(
  path: 'product/select' | 'product/select/draw' | 'product/select/confirm',
  at: WidgetRender['at'] = '/',
  options: { taskResult?: HttpError; routes?: FakeRoutes } = {},
) {
  const screenDef = SCREENS[path]!;
  return renderScreenWidget(ProductSelect, {
    screen: { copy: screenDef.copy as Record<string, string>, options: screenDef.options as Record<string, unknown> },
    screenPath: path,
    application: APPLICATION,
    at,
    ...options,
  });
}

/** product/select once the flag has answered (the step waits for it). */
async function selectStep(at: WidgetRender['at'] = '/', split = false) {
  const rendered = renderWidget('product/select', at, { routes: flagRoutes(split) });
  await screen.findByRole('group', { name: 'Your offers' });
  return rendered;
}

describe('product/select on one page (fe-heloc-multi-page-product-select off)', () => {
  it('lists the offers, starts the slider at the smallest draw, bounds rounded inwards', async () => {
    await selectStep();
    const offers = within(screen.getByRole('group', { name: 'Your offers' })).getAllByRole('radio');
    expect(offers).toHaveLength(2);
    const slider = screen.getByRole('slider', { name: 'Initial draw' });
    expect([slider.getAttribute('min'), slider.getAttribute('max'), (slider as HTMLInputElement).value]).toEqual([
      '15001',
      '95000',
      '15001',
    ]);
    expect((screen.getByRole('textbox', { name: 'Initial draw amount, in dollars' }) as HTMLInputElement).value).toBe(
      '$15,001',
    );
    const panel = screen.getByRole('region', { name: 'Your estimated terms' });
    expect(within(panel).getByText('Estimated monthly payment').nextElementSibling?.textContent).toBe('$189.95');
    expect(within(panel).getByText('8.990%')).toBeDefined();
    expect(within(panel).getByText('Initial draw').nextElementSibling?.textContent).toBe('$15,001');
    expect(within(panel).getByText('10 years')).toBeDefined();
    // The recording fee ($0 to $315, from the offer set's costs) is a row of its own.
    expect(within(panel).getByText('Recording fee (paid at closing)').nextElementSibling?.textContent).toBe('$128.00');
    // 2.50% of $15,001 (375.025, the even cent 375.02) and the $128 recording fee.
    expect(within(panel).getByText('Total costs at closing').nextElementSibling?.textContent).toBe('$503.02');
    expect(within(panel).getByText('With automatic payments from your bank account: 8.740% APR')).toBeDefined();
  });

  it('names each offer by its label and describes it by its payment (at the draw it would take), APR and term', async () => {
    await selectStep();
    const [ten, thirty] = within(screen.getByRole('group', { name: 'Your offers' })).getAllByRole('radio');
    expect([ten, thirty].map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      '10-year fixed rate: 8.990% APR',
      '30-year variable rate: 9.500% APR',
    ]);
    expect(descriptionOf(ten!)).toContain('Estimated monthly payment$189.95APR8.990%Term10 years');
    expect(descriptionOf(ten!)).toContain('Estimated for an initial draw of $15,001.');
    // $15,001 is below the 30-year offer's range: its card shows its own smallest draw.
    expect(descriptionOf(thirty!)).toContain('Estimated monthly payment$168.17APR9.500%Term30 years');
    expect(descriptionOf(thirty!)).toContain('Estimated for an initial draw of $20,000.');
  });

  it('keeps the payment and APR of the chosen offer beside Continue (the bar phones stick to the bottom)', async () => {
    await selectStep();
    const bar = within(screen.getByRole('button', { name: 'Continue' }).parentElement!);
    expect(bar.getByText('Estimated monthly payment').nextElementSibling?.textContent).toBe('$189.95');
    expect(bar.getByText('APR').nextElementSibling?.textContent).toBe('8.990%');
    fireEvent.click(screen.getByRole('radio', { name: /30-year variable rate/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Initial draw amount, in dollars' }), {
      target: { value: '25000' },
    });
    expect(bar.getByText('Estimated monthly payment').nextElementSibling?.textContent).toBe('$210.21');
    expect(bar.getByText('APR').nextElementSibling?.textContent).toBe('9.500%');
  });

  it('shows a valid typed amount as money once the field is left', async () => {
    await selectStep();
    const field = screen.getByRole('textbox', { name: 'Initial draw amount, in dollars' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '25000' } });
    fireEvent.blur(field);
    expect(field.value).toBe('$25,000');
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('waits for the flag named in its options, asked by key with the brand, before drawing either shape', async () => {
    const asked: unknown[] = [];
    renderWidget('product/select', '/', {
      routes: {
        'POST /service-optimize/heloc/api/v1/feature': (init) => {
          asked.push(JSON.parse(String(init.body)));
          return [200, { featureKey: SPLIT_FLAG, enabled: false, variables: {} }];
        },
      },
    });
    expect(screen.getByRole('status').textContent).toBe(applicationCopy.routing.loading);
    expect(screen.queryByRole('group', { name: 'Your offers' })).toBeNull();
    await screen.findByRole('slider', { name: 'Initial draw' });
    expect(asked).toEqual([{ featureKey: SPLIT_FLAG, optimizeUser: { attributes: { orgCode: 'MERIDIAN' } } }]);
  });

  it('a flag call that fails counts as off: one page', async () => {
    renderWidget('product/select');
    expect(await screen.findByRole('slider', { name: 'Initial draw' })).toBeDefined();
  });

  it('an amount outside the offer says so, tied to the field, and does not go on', async () => {
    const { goTo } = await selectStep();
    const field = screen.getByRole('textbox', { name: 'Initial draw amount, in dollars' });
    fireEvent.change(field, { target: { value: '96000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(goTo).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field)).toContain('Please enter an amount from $15,001 to $95,000');
  });

  it('a typed amount moves the slider; Continue goes to the confirm step with the choice', async () => {
    const { goTo } = await selectStep();
    fireEvent.click(screen.getByRole('radio', { name: /30-year variable rate/ }));
    expect((screen.getByRole('slider', { name: 'Initial draw' }) as HTMLInputElement).value).toBe('20000');
    fireEvent.change(screen.getByRole('textbox', { name: 'Initial draw amount, in dollars' }), {
      target: { value: '$25,000' },
    });
    expect((screen.getByRole('slider', { name: 'Initial draw' }) as HTMLInputElement).value).toBe('25000');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(goTo).toHaveBeenCalledWith('product/select/confirm?offerId=o-30&drawAmount=25000', {});
  });

  it('reads the origin and decision routing passed (a verified offer): says where confirming returns, and carries both on', async () => {
    const { goTo } = await selectStep({ pathname: '/', state: { origin: 'signing/intro', decision: 'SELECT' } });
    expect(screen.getByRole('note').textContent).toBe(
      'Your offer is verified. Keep it or choose another; once you confirm, you go back to: Sign your loan documents.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(goTo).toHaveBeenCalledWith('product/select/confirm?offerId=o-10&drawAmount=15001', {
      origin: 'signing/intro',
      decision: 'SELECT',
    });
  });

  it('an origin that is not a screen of the application (the registration step) adds nothing', async () => {
    await selectStep({ pathname: '/', state: { origin: '/account/heloc/register-v2/set-password' } });
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('product/select over pages (fe-heloc-multi-page-product-select on)', () => {
  it('shows only the offers; Continue carries the chosen offer (and its smallest draw) to the draw page', async () => {
    const { goTo } = await selectStep('/', true);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your estimated terms' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /30-year variable rate/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(goTo).toHaveBeenCalledWith('product/select/draw?offerId=o-30&drawAmount=20000', {});
  });

  it('back from the draw page with the choice: that offer is chosen and its draw goes on again, with the route state', async () => {
    const { goTo } = await selectStep(
      {
        pathname: '/',
        search: '?offerId=o-30&drawAmount=25000',
        state: { origin: 'signing/intro', decision: 'SELECT' },
      },
      true,
    );
    expect((screen.getByRole('radio', { name: /30-year variable rate/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('note').textContent).toContain('Sign your loan documents');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(goTo).toHaveBeenCalledWith('product/select/draw?offerId=o-30&drawAmount=25000', {
      origin: 'signing/intro',
      decision: 'SELECT',
    });
  });

  it('a draw the newly chosen offer does not allow starts at its smallest draw instead', async () => {
    const { goTo } = await selectStep('/?offerId=o-10&drawAmount=90000', true);
    fireEvent.click(screen.getByRole('radio', { name: /30-year variable rate/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(goTo).toHaveBeenCalledWith('product/select/draw?offerId=o-30&drawAmount=20000', {});
  });
});

describe('product/select/draw', () => {
  it('shows the chosen offer, the draw from the address and the panel', () => {
    renderWidget('product/select/draw', '/?offerId=o-30&drawAmount=25000');
    expect(screen.getByText('30-year variable rate: 9.500% APR')).toBeDefined();
    const slider = screen.getByRole('slider', { name: 'Initial draw' }) as HTMLInputElement;
    expect([slider.min, slider.max, slider.value]).toEqual(['20000', '40000', '25000']);
    const panel = screen.getByRole('region', { name: 'Your estimated terms' });
    expect(within(panel).getByText('9.500%')).toBeDefined();
    expect(within(panel).getByText('$25,000')).toBeDefined();
    expect(within(panel).getByText('30 years')).toBeDefined();
  });

  it('an amount outside the offer says so and does not go on; a valid one goes to confirm with the route state', () => {
    const state = { origin: 'signing/intro', decision: 'SELECT' };
    const { goTo } = renderWidget('product/select/draw', {
      pathname: '/',
      search: '?offerId=o-30&drawAmount=25000',
      state,
    });
    const field = screen.getByRole('textbox', { name: 'Initial draw amount, in dollars' });
    fireEvent.change(field, { target: { value: '41000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(goTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
    expect(descriptionOf(field)).toContain('Please enter an amount from $20,000 to $40,000');
    fireEvent.change(field, { target: { value: '$30,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(goTo).toHaveBeenCalledWith('product/select/confirm?offerId=o-30&drawAmount=30000', state);
  });

  it('"Change my offer" goes back to the offers with the choice and the route state', () => {
    const state = { origin: 'signing/intro', decision: 'SELECT' };
    const { goTo } = renderWidget('product/select/draw', {
      pathname: '/',
      search: '?offerId=o-30&drawAmount=25000',
      state,
    });
    fireEvent.change(screen.getByRole('slider', { name: 'Initial draw' }), { target: { value: '32000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change my offer' }));
    expect(goTo).toHaveBeenCalledWith('product/select?offerId=o-30&drawAmount=32000', state);
  });

  it('without a valid choice, sends the borrower back to choose', () => {
    const { goTo } = renderWidget('product/select/draw', '/?offerId=o-404&drawAmount=25000');
    expect(screen.getByText('Please choose an offer first.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Choose an offer' }));
    expect(goTo).toHaveBeenCalledWith('product/select');
  });
});

describe('a rate buy-down offer (fe-heloc-rate-buy-down, priced by the back end)', () => {
  const BUY_DOWN = {
    ...OFFER,
    id: 'o-10-bd',
    rate: 8.49,
    originationFee: 3.5,
    maxDraw: 94000,
    discountList: [{ discount: { type: 'AUTOPAY', amount: 0.25 }, rateWithDiscount: 8.24 }],
    rateBuyDown: { baseOfferId: OFFER.id, rateReduction: 0.5, originationFeeIncrease: 1 },
  };
  const withBuyDown = {
    ...APPLICATION,
    offers: { ...APPLICATION.offers!, offers: [OFFER, BUY_DOWN, OTHER] },
  } as unknown as HelocApplication;
  const LABEL = '10-year fixed rate with a rate buy-down: 8.490% APR, lowered by 0.50%';

  it('is labelled as a buy-down with the APR it saves, says the fee pays for it, and the panel shows that fee', async () => {
    renderScreenWidget(ProductSelect, {
      screen: {
        copy: SCREENS['product/select']!.copy as Record<string, string>,
        options: SCREENS['product/select']!.options as Record<string, unknown>,
      },
      screenPath: 'product/select',
      application: withBuyDown,
      at: '/',
      routes: flagRoutes(false),
    });
    const radios = within(await screen.findByRole('group', { name: 'Your offers' })).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      '10-year fixed rate: 8.990% APR',
      LABEL,
      '30-year variable rate: 9.500% APR',
    ]);
    const buyDown = screen.getByRole('radio', { name: new RegExp(`^${LABEL.replace(/[.$]/g, '\\$&')}`) });
    expect(descriptionOf(buyDown)).toContain(
      'You pay for the lower rate with a higher origination fee: 3.50% of your initial draw, 1.00% more.',
    );
    fireEvent.click(buyDown);
    const panel = screen.getByRole('region', { name: 'Your estimated terms' });
    expect(within(panel).getByText('8.490%')).toBeDefined();
    // 3.50% of the $15,001 draw kept from the first offer (the buy-down allows it): 525.035, the even cent.
    expect(within(panel).getByText('Origination fee').nextElementSibling?.textContent).toBe(
      '$525.04 (3.50% of your initial draw)',
    );
  });

  it('keeps its label on the draw and confirm steps', () => {
    for (const path of ['product/select/draw', 'product/select/confirm'] as const) {
      const screenDef = SCREENS[path]!;
      const { unmount } = renderScreenWidget(ProductSelect, {
        screen: {
          copy: screenDef.copy as Record<string, string>,
          options: screenDef.options as Record<string, unknown>,
        },
        screenPath: path,
        application: withBuyDown,
        at: '/?offerId=o-10-bd&drawAmount=50000',
      });
      expect(screen.getByText(LABEL)).toBeDefined();
      unmount();
    }
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
    renderWidget('product/select/confirm', '/?offerId=o-10&drawAmount=50000', {
      taskResult: new HttpError(400, 'Bad Request', { status: 400, message: 'drawAmount must be within the offer' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my offer' }));
    expect((await screen.findByRole('alert')).textContent).toContain('drawAmount must be within the offer');
  });

  it('with an origin, the confirm step returns to it', async () => {
    const { goTo, submitTask } = renderWidget('product/select/confirm', {
      pathname: '/',
      search: '?offerId=o-10&drawAmount=50000',
      state: { origin: 'signing/intro', decision: 'SELECT' },
    });
    // The origin's title comes with its screen area (the app's routing loads it before arriving).
    fireEvent.click(await screen.findByRole('button', { name: 'Back to: Sign your loan documents' }));
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
