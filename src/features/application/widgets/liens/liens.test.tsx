import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { loadScreen } from '@/core/application/screens';
import type { HelocApplication } from '@/generated/types/heloc-application';
import type { LiensOptions } from '@/generated/types/screen-options';
import Liens from './liens';

afterEach(cleanup);

const LIENS = (await loadScreen('liens'))!.screen;

const lien = (id: string, lenderName: string, status: string) => ({
  id,
  lenderName,
  monetaryBalance: 182500,
  monetaryCalculatedNextPaymentMinimumAmount: 1240,
  payOff: { status },
});

function renderLiens(liens: unknown[], chosen: Record<string, unknown> = {}) {
  const submitTask = vi.fn(async () => undefined);
  const copy = LIENS.copy as Record<string, string>;
  render(
    <Liens
      uuid="u"
      screenPath="liens"
      params={{}}
      application={{ liens, ...chosen } as unknown as HelocApplication}
      copy={copy}
      options={LIENS.options as LiensOptions}
      submitTask={submitTask}
      goTo={vi.fn()}
    />,
  );
  return submitTask;
}

it('asks about each lien, requires an answer, and posts confirm-liens', () => {
  const submitTask = renderLiens([
    lien('l1', 'First Harbor Bank', 'NOT_MARKED_FOR_PAYOFF'),
    lien('l2', 'Summit Credit', 'MARKED_FOR_PAYOFF'),
  ]);
  const first = screen.getByRole('group', {
    name: 'First Harbor Bank: balance $182,500, minimum payment $1,240 a month',
  });
  expect(screen.getAllByRole('radio', { name: 'Pay it off with my line of credit' })[1]).toHaveProperty(
    'checked',
    true,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(submitTask).not.toHaveBeenCalled();
  const keep = first.querySelector('input')!;
  expect(keep.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(keep.getAttribute('aria-describedby')!)?.textContent).toBe(
    'Please choose what to do with this loan',
  );
  fireEvent.click(keep);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(submitTask).toHaveBeenCalledWith('confirm-liens', {
    liens: [
      { id: 'l1', payOff: false },
      { id: 'l2', payOff: true },
    ],
  });
});

it('says so when no lien is listed', () => {
  renderLiens([]);
  expect(screen.getByText("We didn't find any loans secured by your home. Continue to confirm.")).toBeDefined();
});

/** A $40,000 draw chosen on an offer whose largest draw is $95,000.75 (the slider's $95,000). */
const CHOSEN = {
  selectedOffer: { offerId: 'o-10', drawAmount: 40_000 },
  offers: { offers: [{ id: 'o-10', minDraw: 15_000, maxDraw: 95_000.75 }] },
};

/** The three figures of one preference's section, as the borrower reads them. */
function figuresOf(title: string): string[] {
  const section = screen.getByRole('region', { name: title });
  return within(section)
    .getAllByRole('definition')
    .map((d) => d.textContent ?? '');
}

it('shows the draw under each payoff preference for the loans chosen to pay off', () => {
  renderLiens(
    [
      lien('l1', 'First Harbor Bank', 'NOT_MARKED_FOR_PAYOFF'),
      { ...lien('l2', 'Summit Credit', 'MARKED_FOR_PAYOFF'), monetaryBalance: 18_500.5 },
    ],
    CHOSEN,
  );
  expect(screen.getByRole('heading', { name: 'How paying off loans changes your draw' })).toBeDefined();
  expect(screen.getByText(/You're paying off \$18,500\.50 of loans .* initial draw of \$40,000\.00\./)).toBeDefined();
  expect(figuresOf('Keep the cash I chose')).toEqual(['$58,500.50', '$18,500.50', '$40,000.00']);
  expect(figuresOf('Take the payoffs out of my draw')).toEqual(['$40,000.00', '$18,500.50', '$21,499.50']);
  expect(figuresOf('Draw the most I can')).toEqual(['$95,000.00', '$18,500.50', '$76,499.50']);

  // Paying off the first loan too: $201,000.50 is more than any draw covers.
  fireEvent.click(screen.getAllByRole('radio', { name: 'Pay it off with my line of credit' })[0]!);
  expect(figuresOf('Draw the most I can')).toEqual(['$95,000.00', '$95,000.00', '$0.00']);
  const maximize = screen.getByRole('region', { name: 'Draw the most I can' });
  expect(
    within(maximize).getByText('This draw is $106,000.50 short of the payoffs: that much would still be owed.'),
  ).toBeDefined();
});

it('shows no payoff figures while no loan is to be paid off, or no offer is chosen', () => {
  renderLiens([lien('l1', 'First Harbor Bank', 'NOT_MARKED_FOR_PAYOFF')], CHOSEN);
  expect(screen.queryByRole('heading', { name: 'How paying off loans changes your draw' })).toBeNull();
  cleanup();
  renderLiens([lien('l1', 'First Harbor Bank', 'MARKED_FOR_PAYOFF')]);
  expect(screen.queryByRole('heading', { name: 'How paying off loans changes your draw' })).toBeNull();
});
