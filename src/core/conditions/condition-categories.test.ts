import { describe, expect, it } from 'vitest';
import { CONDITION_CATEGORIES, isKnownCategory, knownConditions, outstandingConditions } from './condition-categories';
import { condition } from './test-support/condition-fixtures';

/** platform-services, Conditions: the cards the spec names, one category each (names ours). */
const CARDS: [card: string, category: string][] = [
  ['bank account review', 'BANK_ACCOUNT_REVIEW'],
  ['ID failure', 'ID_FAILURE'],
  ['missing phone', 'MISSING_PHONE'],
  ['trust certificate', 'TRUST_CERTIFICATE'],
  ['legal description', 'LEGAL_DESCRIPTION'],
  ['ID fraud', 'ID_FRAUD'],
  ['ownership fraud', 'OWNERSHIP_FRAUD'],
  ['false ownership type', 'FALSE_OWNERSHIP_TYPE'],
  ['manual paystubs', 'MANUAL_PAYSTUBS'],
  ['hard credit inquiry review', 'HARD_CREDIT_INQUIRY_REVIEW'],
  ['generic document request', 'GENERIC_DOCUMENT_REQUEST'],
  ['escalation document request', 'ESCALATION_DOCUMENT_REQUEST'],
];

describe('condition categories', () => {
  it('has exactly the 12 cards', () =>
    expect([...CONDITION_CATEGORIES].sort()).toEqual(CARDS.map(([, c]) => c).sort()));
  it.each(CARDS)('%s is known (%s)', (_card, category) => expect(isKnownCategory(category)).toBe(true));
  it.each(['APPRAISAL_INTERNAL', '', 'bank_account_review'])('%j is not known', (category) =>
    expect(isKnownCategory(category)).toBe(false),
  );
});

const a = (uuid: string, created: string, over = {}) =>
  condition({ uuid: `0c000000-0000-4000-8000-00000000000${uuid}`, created, ...over });

describe('knownConditions and outstandingConditions', () => {
  it.each<[string, ReturnType<typeof condition>[], string[], string[]]>([
    ['empty', [], [], []],
    [
      'sorted by created ascending',
      [a('3', '2025-03-03T00:00:00Z'), a('1', '2025-03-01T00:00:00Z'), a('2', '2025-03-02T00:00:00Z')],
      ['1', '2', '3'],
      ['1', '2', '3'],
    ],
    [
      'unknown categories left out',
      [a('1', '2025-03-01T00:00:00Z', { categoryEnum: 'INTERNAL_ONLY' }), a('2', '2025-03-02T00:00:00Z')],
      ['2'],
      ['2'],
    ],
    [
      'answered ones are known but not outstanding',
      [a('1', '2025-03-01T00:00:00Z', { actionNeeded: false }), a('2', '2025-03-02T00:00:00Z')],
      ['1', '2'],
      ['2'],
    ],
    [
      'equal times keep the server order',
      [a('2', '2025-03-01T00:00:00Z'), a('1', '2025-03-01T00:00:00Z')],
      ['2', '1'],
      ['2', '1'],
    ],
  ])('%s', (_name, list, known, outstanding) => {
    const last = (c: { uuid: string }) => c.uuid.slice(-1);
    expect(knownConditions(list).map(last)).toEqual(known);
    expect(outstandingConditions(list).map(last)).toEqual(outstanding);
  });
});
