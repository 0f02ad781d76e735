import { describe, expect, it } from 'vitest';
import type { Condition } from '@/generated/types/condition';
import type { KnownCondition } from './condition-categories';
import { conditionCard, type ConditionCard } from './condition-card';
import { condition } from './test-support/condition-fixtures';

const card = (over: Partial<Condition>) => conditionCard(condition(over) as KnownCondition);
const pick = (c: ConditionCard) => ({
  ask: c.ask,
  count: c.count,
  accountLast4: c.accountLast4,
  defaultText: c.defaultText,
  description: c.description,
});

describe('conditionCard (platform-services, Conditions)', () => {
  it.each<[string, Partial<Condition>, ReturnType<typeof pick>]>([
    [
      'a generic request asks for one document',
      {},
      {
        ask: 'documentsOne',
        count: 1,
        accountLast4: null,
        defaultText: null,
        description: 'Upload the declarations page.',
      },
    ],
    [
      'a document request with numDocsRequired 3',
      { xtraData: { numDocsRequired: 3 } },
      {
        ask: 'documentsMany',
        count: 3,
        accountLast4: null,
        defaultText: null,
        description: 'Upload the declarations page.',
      },
    ],
    [
      'manual paystubs: the count from xtraData',
      { categoryEnum: 'MANUAL_PAYSTUBS', xtraData: { numDocsRequired: 2 } },
      {
        ask: 'paystubsMany',
        count: 2,
        accountLast4: null,
        defaultText: null,
        description: 'Upload the declarations page.',
      },
    ],
    [
      'manual paystubs: default 1',
      { categoryEnum: 'MANUAL_PAYSTUBS' },
      {
        ask: 'paystubsOne',
        count: 1,
        accountLast4: null,
        defaultText: null,
        description: 'Upload the declarations page.',
      },
    ],
    [
      'manual paystubs without a description: the default text',
      { categoryEnum: 'MANUAL_PAYSTUBS', description: ' ' },
      { ask: 'paystubsOne', count: 1, accountLast4: null, defaultText: 'paystubsDefault', description: null },
    ],
    [
      'bank account review: the last 4 of the mask',
      { categoryEnum: 'BANK_ACCOUNT_REVIEW', xtraData: { mask: 'XXXXXX4321' } },
      {
        ask: 'documentsOne',
        count: 1,
        accountLast4: '4321',
        defaultText: null,
        description: 'Upload the declarations page.',
      },
    ],
    [
      'bank account review without a mask',
      { categoryEnum: 'BANK_ACCOUNT_REVIEW' },
      {
        ask: 'documentsOne',
        count: 1,
        accountLast4: null,
        defaultText: null,
        description: 'Upload the declarations page.',
      },
    ],
    [
      'a mask on another card is not shown',
      { xtraData: { mask: 'XXXX1111' } },
      {
        ask: 'documentsOne',
        count: 1,
        accountLast4: null,
        defaultText: null,
        description: 'Upload the declarations page.',
      },
    ],
    [
      'missing phone asks for a phone',
      { categoryEnum: 'MISSING_PHONE', type: 'PHONE_NUMBER', location: 'phone-number', requestDocuments: false },
      { ask: 'phone', count: 1, accountLast4: null, defaultText: null, description: 'Upload the declarations page.' },
    ],
  ])('%s', (_name, over, expected) => expect(pick(card(over))).toEqual(expected));

  it('carries the lender words and the link', () => {
    const c = card({ notes: 'All pages.', commentsToBorrower: '  ', categoryEnum: 'TRUST_CERTIFICATE' });
    expect(c).toMatchObject({
      header: 'Insurance declarations',
      button: 'Upload document',
      notes: 'All pages.',
      commentsToBorrower: null,
      category: 'TRUST_CERTIFICATE',
    });
    expect(c.link).toBe(
      'conditions/upload-document?conditionUuid=0c000000-0000-4000-8000-000000000001&conditionType=DOCUMENT&conditionEnum=TRUST_CERTIFICATE',
    );
  });
});
