import { describe, expect, it } from 'vitest';
import flow from '@flows/application/screens/income.json';
import {
  incomeChoiceFlags,
  isIncomeChoiceShown,
  refusedIncomeMethod,
  shownIncomeChoices,
  type IncomeContext,
  type IncomeMethod,
  type IncomeNote,
} from './income-choices';

const TAX = 'fe-heloc-self-employ-tax-verification';
const BUSINESS = 'fe-heloc-business-iv';
const IRS = 'fe-heloc-irs-maintenance';

const options = flow.screens['income/review'].options as { methods: IncomeMethod[]; notes: IncomeNote[] };
const ctx = (flags: string[], employmentType: string | undefined): IncomeContext => ({
  flagsOn: new Set(flags),
  employmentType,
});
const methods = (c: IncomeContext) => shownIncomeChoices(options.methods, c).map((m) => m.id);
const notes = (c: IncomeContext) => shownIncomeChoices(options.notes, c).map((n) => n.copy);

const ALL = ['PLAID_TRANSACTIONS', 'TRUV_PAYROLL', 'POINTSERV_TAX', 'MANUAL_PAYSTUB', 'EMPINFO'];
const NO_TAX = ALL.filter((m) => m !== 'POINTSERV_TAX');

/**
 * Every combination of the self-employed tax flag, the business income flag, the IRS
 * maintenance flag and the employment type, with the methods and notes income/review shows.
 */
const TABLE: [tax: boolean, business: boolean, irs: boolean, employment: string, shown: string[], note: string[]][] = [
  [false, false, false, 'SELF_EMPLOYED', ALL, []],
  [false, false, true, 'SELF_EMPLOYED', NO_TAX, []],
  [false, true, false, 'SELF_EMPLOYED', [...ALL.slice(0, 3), 'BUSINESS_BANK_STATEMENT', ...ALL.slice(3)], []],
  [false, true, true, 'SELF_EMPLOYED', [...NO_TAX.slice(0, 2), 'BUSINESS_BANK_STATEMENT', ...NO_TAX.slice(2)], []],
  [true, false, false, 'SELF_EMPLOYED', ['PLAID_TRANSACTIONS', 'POINTSERV_TAX'], ['selfEmployedNote']],
  [true, false, true, 'SELF_EMPLOYED', ['PLAID_TRANSACTIONS'], ['selfEmployedTaxDownNote']],
  [
    true,
    true,
    false,
    'SELF_EMPLOYED',
    ['PLAID_TRANSACTIONS', 'POINTSERV_TAX', 'BUSINESS_BANK_STATEMENT'],
    ['selfEmployedNote'],
  ],
  [true, true, true, 'SELF_EMPLOYED', ['PLAID_TRANSACTIONS', 'BUSINESS_BANK_STATEMENT'], ['selfEmployedTaxDownNote']],
  ...[false, true].flatMap((tax) =>
    [false, true].flatMap((business) =>
      [false, true].map((irs): [boolean, boolean, boolean, string, string[], string[]] => [
        tax,
        business,
        irs,
        'FULL_TIME',
        irs ? NO_TAX : ALL,
        [],
      ]),
    ),
  ),
];

describe('income/review methods and notes', () => {
  it.each(TABLE)('tax %s, business %s, IRS maintenance %s, %s', (tax, business, irs, employment, shown, note) => {
    const flags = [tax && TAX, business && BUSINESS, irs && IRS].filter((f): f is string => typeof f === 'string');
    expect(methods(ctx(flags, employment))).toEqual(shown);
    expect(notes(ctx(flags, employment))).toEqual(note);
  });

  it('a self-employed borrower always keeps a way: the bank link', () => {
    for (const [tax, business, irs, employment] of TABLE) {
      const flags = [tax && TAX, business && BUSINESS, irs && IRS].filter((f): f is string => typeof f === 'string');
      expect(methods(ctx(flags, employment))).toContain('PLAID_TRANSACTIONS');
    }
  });

  it.each(['RETIRED', 'PART_TIME', undefined])('the employment gates hold only for SELF_EMPLOYED, not %s', (type) => {
    expect(methods(ctx([TAX, BUSINESS], type))).toEqual(ALL);
    expect(notes(ctx([TAX, BUSINESS], type))).toEqual([]);
  });

  it('asks for every flag the rules name, once each', () => {
    expect(incomeChoiceFlags([...options.notes, ...options.methods]).sort()).toEqual([BUSINESS, IRS, TAX]);
    expect(incomeChoiceFlags([{}, { shownWhen: not(on(IRS)) }, { shownWhen: on(IRS) }])).toEqual([IRS]);
  });
});

// The rules as npm run generate compiles them (scripts/lib/flow-conditions.ts): `{ "scope":
// "/flags/<key>/enabled", "schema": { "const": true } }` and `{ "scope": "/application/employmentType",
// "schema": { "enum": [...] } }`. The old keys (hiddenWhenFlag, onlyWhenFlag, hiddenFor, onlyFor)
// are gone (issue 28): each row below is the condition that replaced one.
const scoped = (segments: string[], schema: object): object =>
  segments.reduceRight<object>(
    (inner, segment) => ({ type: 'object', properties: { [segment]: inner }, required: [segment] }),
    schema,
  );
const on = (key: string) => scoped(['flags', key, 'enabled'], { const: true });
const employed = (...types: string[]) => scoped(['application', 'employmentType'], { enum: types });
const not = (condition: object) => ({ not: condition });
const allOf = (...conditions: object[]) => ({ allOf: conditions });

describe('isIncomeChoiceShown', () => {
  const gate = allOf(on(TAX), employed('SELF_EMPLOYED', 'RETIRED'));
  it.each([
    ['no condition', {}, [], 'SELF_EMPLOYED', true],
    ['not the flag, the flag on', { shownWhen: not(on(IRS)) }, [IRS], 'SELF_EMPLOYED', false],
    ['the flag, the flag off', { shownWhen: on(IRS) }, [], 'SELF_EMPLOYED', false],
    ['the flag, the flag on', { shownWhen: on(IRS) }, [IRS], 'FULL_TIME', true],
    ['not a gated type, the gate on', { shownWhen: not(gate) }, [TAX], 'RETIRED', false],
    ['not a gated type, the gate off', { shownWhen: not(gate) }, [], 'RETIRED', true],
    ['a gated type, the gate on', { shownWhen: gate }, [TAX], 'RETIRED', true],
    ['a gated type, another type', { shownWhen: gate }, [TAX], 'FULL_TIME', false],
    ['a gated type, no type', { shownWhen: gate }, [TAX], undefined, false],
    ['a gated type and not the flag, both on', { shownWhen: allOf(gate, not(on(IRS))) }, [TAX, IRS], 'RETIRED', false],
  ])('%s: $4', (_name, choice, flags, type, shown) => {
    expect(isIncomeChoiceShown(choice, ctx(flags, type))).toBe(shown);
  });
});

describe('refusedIncomeMethod', () => {
  it('refuses a listed method the context hides, naming the ones offered', () => {
    expect(refusedIncomeMethod(options.methods, 'TRUV_PAYROLL', ctx([TAX], 'SELF_EMPLOYED'))).toEqual({
      offered: ['PLAID_TRANSACTIONS', 'POINTSERV_TAX'],
    });
    expect(refusedIncomeMethod(options.methods, 'BUSINESS_BANK_STATEMENT', ctx([], 'SELF_EMPLOYED'))).toEqual({
      offered: ALL,
    });
  });

  it('lets an offered method, or one the list does not name, through', () => {
    expect(refusedIncomeMethod(options.methods, 'POINTSERV_TAX', ctx([TAX], 'SELF_EMPLOYED'))).toBeUndefined();
    expect(refusedIncomeMethod(options.methods, 'TRUV_PAYROLL', ctx([TAX], 'FULL_TIME'))).toBeUndefined();
    expect(refusedIncomeMethod(options.methods, 'OTHER', ctx([TAX], 'SELF_EMPLOYED'))).toBeUndefined();
  });
});
