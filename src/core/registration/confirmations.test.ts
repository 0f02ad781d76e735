import { describe, expect, it } from 'vitest';
import { confirm, confirmationFields, resetConfirmations } from './confirmations';
import { stepByKey } from './flow';
import type { RegistrationData } from './context';

const income = stepByKey('annual-income');
const answers = (amount: number, confirmed?: boolean): RegistrationData => ({
  income: { income: amount, employmentType: 'PART_TIME' },
  ...(confirmed === undefined ? {} : { incomeConfirmed: confirmed }),
});

describe("confirmations (a step's confirmations in flows/registration/steps.json)", () => {
  it('the income step asks for a yes at /incomeConfirmed; other steps ask none', () => {
    expect(confirmationFields(income)).toEqual(['/incomeConfirmed']);
    expect(confirmationFields(stepByKey('property'))).toEqual([]);
  });

  it('stores the yes at the field', () => {
    expect(confirm(answers(12000), '/incomeConfirmed')).toEqual(answers(12000, true));
    expect(confirm({}, '/a/b')).toEqual({ a: { b: true } });
  });

  it.each([
    ['a changed amount takes the yes back', answers(12000, true), answers(12500, true), answers(12500, false)],
    ['the same amount keeps it', answers(12000, true), answers(12000, true), answers(12000, true)],
    ['no yes yet: nothing to take back', answers(12000), answers(12500), answers(12500)],
  ])('%s', (_name, before, next, expected) => expect(resetConfirmations(income, before, next)).toEqual(expected));

  it('follows the data: another confirmed value, or none, changes what resets', () => {
    const byEmployment = { confirmations: [{ field: '/incomeConfirmed', of: '/income/employmentType' }] };
    const changedAmount = {
      income: { income: 12500, employmentType: 'PART_TIME' },
      incomeConfirmed: true,
    } as RegistrationData;
    expect(resetConfirmations(byEmployment, answers(12000, true), changedAmount)).toEqual(changedAmount);
    expect(resetConfirmations({}, answers(12000, true), changedAmount)).toEqual(changedAmount);
    const changedType = {
      income: { income: 12000, employmentType: 'FULL_TIME' },
      incomeConfirmed: true,
    } as RegistrationData;
    expect(resetConfirmations(byEmployment, answers(12000, true), changedType)).toEqual({
      ...changedType,
      incomeConfirmed: false,
    });
  });
});
