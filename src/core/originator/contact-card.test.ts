import { describe, expect, it } from 'vitest';
import type { LoanOriginatorResponse } from '@/generated/types/loan-originator-response';
import { contactCard, contactRole, originatorIdFor, readablePhone } from './contact-card';

const officer = (display: Partial<LoanOriginatorResponse['originatorDisplayInfo']>): LoanOriginatorResponse => ({
  uuid: '5a1e0000-0000-4000-8000-000000000001',
  userInfo: { firstName: 'Dana', lastName: 'Whitfield', email: 'dana@example.com' },
  originatorDisplayInfo: {
    originatorName: 'Dana Whitfield',
    brokerName: null,
    avatarUri: null,
    email: 'dana@example.com',
    phoneNumber: '+15035550111',
    nmls: '1048576',
    ...display,
  },
  enforceLicensedStatesForReferral: false,
});

describe('contactRole', () => {
  it.each([
    [{ originatorName: 'Dana', brokerName: null }, 'loan-officer'],
    [{ originatorName: null, brokerName: 'Summit Ridge' }, 'broker'],
    [{ originatorName: '', brokerName: 'Summit Ridge' }, 'broker'],
    [{ originatorName: 'Dana', brokerName: 'Summit Ridge' }, 'loan-officer'],
    [{ originatorName: null, brokerName: null }, 'loan-officer'],
    [{ originatorName: null, brokerName: '  ' }, 'loan-officer'],
  ] as const)('%j is a %s', (info, role) => expect(contactRole(info)).toBe(role));
});

describe('contactCard', () => {
  it('shows a loan officer by the originator name, with a dialable and a readable phone', () => {
    expect(contactCard(officer({}))).toEqual({
      role: 'loan-officer',
      name: 'Dana Whitfield',
      avatarUri: null,
      email: 'dana@example.com',
      phoneHref: 'tel:+15035550111',
      phone: '(503) 555-0111',
      nmls: '1048576',
    });
  });

  it('names a broker by the brokerage', () => {
    const card = contactCard(officer({ originatorName: null, brokerName: 'Summit Ridge Mortgage Brokers' }));
    expect(card).toMatchObject({ role: 'broker', name: 'Summit Ridge Mortgage Brokers' });
  });

  it('falls back to the account name when neither display name exists', () => {
    expect(contactCard(officer({ originatorName: null })).name).toBe('Dana Whitfield');
  });
});

it.each([
  ['+15035550111', '(503) 555-0111'],
  ['5035550111', '(503) 555-0111'],
  ['+44 20 7946 0958', '+44 20 7946 0958'],
])('readablePhone(%s) is %s', (raw, shown) => expect(readablePhone(raw)).toBe(shown));

describe('originatorIdFor', () => {
  it.each([
    [{ queryReferrer: 'q', landingReferrer: 'l', applicationReferrer: 'a' }, 'q'],
    [{ queryReferrer: null, landingReferrer: 'l', applicationReferrer: 'a' }, 'l'],
    [{ queryReferrer: null, landingReferrer: null, applicationReferrer: 'a' }, 'a'],
    [{ queryReferrer: '', landingReferrer: null, applicationReferrer: undefined }, null],
  ])('%j -> %s', (sources, id) => expect(originatorIdFor(sources)).toBe(id));
});
