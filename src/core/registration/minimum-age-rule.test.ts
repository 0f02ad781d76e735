import { describe, expect, it } from 'vitest';
import type { RegistrationContext, RegistrationData } from './context';
import { testContext } from './test-support/test-context';
import { ruleWords } from './test-support/flow-words';
import { validateStep } from './validate-step';

const TODAY = '2026-01-15';
type Expect = 'ok' | 'invalid' | ['tooYoung' | 'tooYoungAgeRestricted', number];

const check = (dob: string, more: Partial<RegistrationContext> = {}, data: RegistrationData = {}) =>
  validateStep('birthdate', testContext({ today: TODAY, ...more, data: { ...data, dob } }));
const expected = (e: Expect) =>
  e === 'ok'
    ? []
    : [
        {
          pointer: '/dob',
          severity: 'error',
          message:
            e === 'invalid'
              ? ruleWords('birthdate', 'minimum-age', 'invalid')
              : ruleWords('birthdate', 'minimum-age', e[0], { age: e[1] }),
        },
      ];

const inState = (state: string): RegistrationData => ({ propertyAddress: { state } });
const homeIn = (property: string, home: string): RegistrationData => ({
  propertyAddress: { state: property },
  homeAddress: { state: home },
});
const io62: Partial<RegistrationContext> = { product: 'heloc-62-interest-only' };

describe('minimum-age, today 2026-01-15', () => {
  it.each<[string, string, Partial<RegistrationContext>, RegistrationData, Expect]>([
    ['18 today', '01/15/2008', {}, {}, 'ok'],
    ['18 tomorrow', '01/16/2008', {}, {}, ['tooYoung', 18]],
    ['18 today, yyyy-MM-dd', '2008-01-15', {}, {}, 'ok'],
    ['18 tomorrow, yyyy-MM-dd', '2008-01-16', {}, {}, ['tooYoung', 18]],
    ['18 in Alabama', '01/15/2008', {}, inState('AL'), ['tooYoung', 19]],
    ['19 today in Alabama', '01/15/2007', {}, inState('AL'), 'ok'],
    ['19 tomorrow in Alabama', '01/16/2007', {}, inState('AL'), ['tooYoung', 19]],
    ['18, home in Alabama, property elsewhere', '01/15/2008', {}, homeIn('FL', 'AL'), ['tooYoung', 19]],
    ['62 today, age-restricted product', '01/15/1964', io62, {}, 'ok'],
    ['62 tomorrow, age-restricted product', '01/16/1964', io62, {}, ['tooYoungAgeRestricted', 62]],
    ['40, age-restricted product in Alabama', '1986-01-01', io62, inState('AL'), ['tooYoungAgeRestricted', 62]],
    ['61 on the standard product', '01/16/1964', {}, {}, 'ok'],
    ['born 1900-01-01', '1900-01-01', {}, {}, 'ok'],
    ['born 1899-12-31', '12/31/1899', {}, {}, 'invalid'],
    ['born 29 February of a leap year', '02/29/2000', {}, {}, 'ok'],
    ['born 29 February of a common year', '02/29/2001', {}, {}, 'invalid'],
    ['born 29 February 1900 (no leap year)', '1900-02-29', {}, {}, 'invalid'],
    ['month 13', '13/01/1990', {}, {}, 'invalid'],
    ['day 0', '1990-01-00', {}, {}, 'invalid'],
    ['born tomorrow', '2026-01-16', {}, {}, 'invalid'],
    ['born today', '2026-01-15', {}, {}, ['tooYoung', 18]],
  ])('%s (%s)', (_name, dob, more, data, e) => {
    expect(check(dob, more, data)).toEqual(expected(e));
  });

  it.each<[string, string, Expect]>([
    ['2026-02-28', '2008-02-29', ['tooYoung', 18]],
    ['2026-03-01', '2008-02-29', 'ok'],
    ['2028-02-28', '2010-02-29', 'invalid'],
    ['2028-02-29', '2010-02-28', 'ok'],
  ])('a leap-day birthday on %s, born %s', (today, dob, e) => {
    expect(validateStep('birthdate', testContext({ today, data: { dob } }))).toEqual(expected(e));
  });
});
