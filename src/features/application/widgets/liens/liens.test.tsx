import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { loadScreen } from '@/core/application/screens';
import type { HelocApplication } from '@/generated/types/heloc-application';
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

function renderLiens(liens: unknown[]) {
  const submitTask = vi.fn(async () => undefined);
  const copy = LIENS.copy as Record<string, string>;
  render(
    <Liens
      uuid="u"
      screenPath="liens"
      params={{}}
      application={{ liens } as unknown as HelocApplication}
      copy={copy}
      options={{}}
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
