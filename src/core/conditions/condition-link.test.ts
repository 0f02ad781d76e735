import { describe, expect, it } from 'vitest';
import { conditionLink, readConditionLink, screenBase, screenHref } from './condition-link';
import { condition } from './test-support/condition-fixtures';

const UUID = '0c000000-0000-4000-8000-000000000001';

describe('conditionLink', () => {
  it.each<[string, Parameters<typeof condition>[0], string | null]>([
    [
      'upload',
      {},
      `conditions/upload-document?conditionUuid=${UUID}&conditionType=DOCUMENT&conditionEnum=GENERIC_DOCUMENT_REQUEST`,
    ],
    [
      'phone',
      { location: 'phone-number', type: 'PHONE_NUMBER', categoryEnum: 'MISSING_PHONE' },
      `conditions/phone-number?conditionUuid=${UUID}&conditionType=PHONE_NUMBER&conditionEnum=MISSING_PHONE`,
    ],
    ['a location no screen has', { location: '../../dashboard' as never }, null],
    ['an absolute URL', { location: 'https://evil.example' as never }, null],
  ])('%s', (_name, over, expected) => expect(conditionLink(condition(over))).toBe(expected));
});

describe('readConditionLink', () => {
  it.each<[string, string, ReturnType<typeof readConditionLink>]>([
    [
      'all three',
      `?conditionUuid=${UUID}&conditionType=DOCUMENT&conditionEnum=MANUAL_PAYSTUBS`,
      { conditionUuid: UUID, conditionType: 'DOCUMENT', conditionEnum: 'MANUAL_PAYSTUBS' },
    ],
    [
      'without the ?',
      `conditionUuid=${UUID}&conditionType=PHONE_NUMBER&conditionEnum=MISSING_PHONE`,
      { conditionUuid: UUID, conditionType: 'PHONE_NUMBER', conditionEnum: 'MISSING_PHONE' },
    ],
    ['a missing uuid', '?conditionType=DOCUMENT&conditionEnum=MANUAL_PAYSTUBS', null],
    ['a malformed uuid', '?conditionUuid=abc&conditionType=DOCUMENT&conditionEnum=MANUAL_PAYSTUBS', null],
    ['a missing enum', `?conditionUuid=${UUID}&conditionType=DOCUMENT`, null],
    ['markup in the type', `?conditionUuid=${UUID}&conditionType=%3Cb%3E&conditionEnum=X`, null],
    ['nothing', '', null],
  ])('%s', (_name, search, expected) => expect(readConditionLink(search)).toEqual(expected));

  it('reads back what conditionLink wrote', () => {
    const link = conditionLink(condition({ categoryEnum: 'ID_FRAUD' }))!;
    expect(readConditionLink(link.slice(link.indexOf('?')))).toEqual({
      conditionUuid: UUID,
      conditionType: 'DOCUMENT',
      conditionEnum: 'ID_FRAUD',
    });
  });
});

describe('screenBase', () => {
  it.each([
    ['/account/heloc/u1/conditions', 'conditions', '/account/heloc/u1'],
    ['/account/heloc/u1/conditions/', 'conditions', '/account/heloc/u1'],
    ['/account/heloc/u1/conditions/upload-document', 'conditions/upload-document', '/account/heloc/u1'],
    ['/account/heloc/u1/income/link/TRUV_PAYROLL', 'income/link/:type', '/account/heloc/u1'],
    ['/account/heloc/heloc-signer/conditions', 'conditions', '/account/heloc/heloc-signer'],
  ])('%s (%s) -> %s', (pathname, screenPath, base) => expect(screenBase(pathname, screenPath)).toBe(base));
});

describe('screenHref', () => {
  const U = '0c000000-0000-4000-8000-000000000002';
  it.each([
    [
      { pathname: '/account/heloc/u1/product/select', search: '' },
      'product/select',
      `conditions#condition-${U}`,
      `/account/heloc/u1/conditions#condition-${U}`,
    ],
    [
      { pathname: '/account/heloc/u1/conditions', search: '' },
      'conditions',
      `conditions/upload-document?conditionUuid=${U}&conditionType=DOCUMENT`,
      `/account/heloc/u1/conditions/upload-document?conditionUuid=${U}&conditionType=DOCUMENT`,
    ],
    // A listed signer's ?application= is carried over, onto the target's own query and before its hash.
    [
      { pathname: '/account/heloc/heloc-signer/identity', search: '?application=a1' },
      'identity',
      `conditions#condition-${U}`,
      `/account/heloc/heloc-signer/conditions?application=a1#condition-${U}`,
    ],
    [
      { pathname: '/account/heloc/heloc-signer/conditions', search: '?application=a1' },
      'conditions',
      `conditions/upload-document?conditionUuid=${U}`,
      `/account/heloc/heloc-signer/conditions/upload-document?conditionUuid=${U}&application=a1`,
    ],
    // Nothing else of the current query is: a condition screen's own parameters stay behind.
    [
      {
        pathname: '/account/heloc/heloc-signer/conditions/upload-document',
        search: `?conditionUuid=${U}&application=a1`,
      },
      'conditions/upload-document',
      'conditions',
      '/account/heloc/heloc-signer/conditions?application=a1',
    ],
  ])('on $1 to $2 -> $3', (current, screenPath, target, href) =>
    expect(screenHref(current, screenPath, target)).toBe(href),
  );
});
