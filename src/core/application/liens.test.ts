import { expect, it } from 'vitest';
import type { HelocApplication } from '@/generated/types/heloc-application';
import { confirmLiensBody, isMarkedForPayoff, liensOf, type Lien } from './liens';

const lien = (id: string, status: Lien['payOff']['status'] = 'NOT_MARKED_FOR_PAYOFF'): Lien => ({
  id,
  lenderName: 'First Bank',
  monetaryBalance: 120000,
  monetaryCalculatedNextPaymentMinimumAmount: 950,
  payOff: { status },
});
const withLiens = (liens: unknown) => ({ liens }) as unknown as HelocApplication;

it('liensOf reads the workflow field, none before it is set', () => {
  expect(liensOf(withLiens([lien('a')]))).toEqual([lien('a')]);
  expect(liensOf(withLiens(undefined))).toEqual([]);
});

it('a payoff is marked when its status is MARKED_FOR_PAYOFF', () => {
  expect([isMarkedForPayoff(lien('a', 'MARKED_FOR_PAYOFF')), isMarkedForPayoff(lien('a'))]).toEqual([true, false]);
});

it('confirmLiensBody needs an answer for every lien', () => {
  const liens = [lien('a'), lien('b')];
  expect(confirmLiensBody(liens, { a: true })).toBeNull();
  expect(confirmLiensBody(liens, { a: true, b: false })).toEqual({
    liens: [
      { id: 'a', payOff: true },
      { id: 'b', payOff: false },
    ],
  });
});
