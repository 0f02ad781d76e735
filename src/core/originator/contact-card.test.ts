import { describe, expect, it } from 'vitest';
import type { LoanOriginatorResponse } from '@/generated/types/loan-originator-response';
import { contactCard, contactRole, readablePhone } from './contact-card';
import { originatorIdFor } from './originator-id';

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
    ['a loan officer alone', 'loan-officer', { originatorName: 'Dana', brokerName: null }],
    ['a broker alone', 'broker', { originatorName: null, brokerName: 'Summit Ridge' }],
    ['a broker with an empty loan officer', 'broker', { originatorName: '', brokerName: 'Summit Ridge' }],
    ['a loan officer and a broker', 'loan-officer', { originatorName: 'Dana', brokerName: 'Summit Ridge' }],
    ['neither', 'loan-officer', { originatorName: null, brokerName: null }],
    ['a blank broker', 'loan-officer', { originatorName: null, brokerName: '  ' }],
  ] as const)('%s is a %s', (_name, role, info) => expect(contactRole(info)).toBe(role));
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

  it.each([
    ['an https photo', 'https://cdn.lender.example/officers/dana.jpg', 'https://cdn.lender.example/officers/dana.jpg'],
    ['an http photo', 'http://cdn.lender.example/dana.png', 'http://cdn.lender.example/dana.png'],
    ['a javascript: address', 'javascript:alert(1)', null],
    ['a data: address', 'data:image/svg+xml;base64,PHN2Zz4=', null],
    ['a relative path', '/officers/dana.jpg', null],
    ['a protocol-relative address', '//cdn.lender.example/dana.jpg', null],
  ])('keeps the avatar of %s only when it is an http(s) URL', (_name, avatarUri, shown) => {
    expect(contactCard(officer({ avatarUri })).avatarUri).toBe(shown);
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
    ['all three referrers: the query', 'q', { queryReferrer: 'q', landingReferrer: 'l', applicationReferrer: 'a' }],
    [
      'landing and application: the landing',
      'l',
      { queryReferrer: null, landingReferrer: 'l', applicationReferrer: 'a' },
    ],
    ['the application alone', 'a', { queryReferrer: null, landingReferrer: null, applicationReferrer: 'a' }],
    ['none', null, { queryReferrer: '', landingReferrer: null, applicationReferrer: undefined }],
  ])('%s -> %s', (_name, id, sources) => expect(originatorIdFor(sources)).toBe(id));
});
