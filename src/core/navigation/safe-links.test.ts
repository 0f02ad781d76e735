import httpUrl from '@schemas/api/http-url.schema.json';
import { describe, expect, it } from 'vitest';
import { isHttpUrl, isSafeBrandLink, isSafeRedirectPath, needsDocumentLoad } from './safe-links';

describe('isSafeRedirectPath', () => {
  it.each([
    ['/dashboard', true],
    ['/account/heloc/register-v2', true],
    ['//evil.example', false],
    ['/Dashboard', false],
    ['https://evil.example', false],
    ['/\\evil.example', false],
    ['', false],
    [null, false],
  ])('%s -> %s', (value, ok) => expect(isSafeRedirectPath(value)).toBe(ok));
});

describe('isSafeBrandLink', () => {
  it.each([
    ['https://www.lender.example/privacy', true],
    ['mailto:help@lender.example', true],
    ['tel:+1-206-555-0100', true],
    ['/licenses', true],
    ['javascript:alert(1)', false],
    ['http://insecure.example', false],
    ['data:text/html,hi', false],
    ['//evil.example', false],
  ])('%s -> %s', (value, ok) => expect(isSafeBrandLink(value)).toBe(ok));
});

describe('isHttpUrl (spec section 5: starts with http or https)', () => {
  it.each([
    'http://lo.example/photo.png',
    'https://lo.example/photo.png',
    'HTTPS://LO.EXAMPLE',
    'http://127.0.0.1:8080/a?b#c',
  ])('accepts %s', (url) => expect(isHttpUrl(url)).toBe(true));

  it.each([
    'ftp://lo.example',
    'javascript:alert(1)',
    '//lo.example/photo.png',
    '/photo.png',
    'https://',
    'http:/x',
    'https://a b',
    '',
    null,
    42,
  ])('refuses %s', (url) => expect(isHttpUrl(url)).toBe(false));

  it('is wider than the brand-link rule, which stays https only', () => {
    expect([isHttpUrl('http://lender.example/terms'), isSafeBrandLink('http://lender.example/terms')]).toEqual([
      true,
      false,
    ]);
    expect([isHttpUrl('https://lender.example/terms'), isSafeBrandLink('https://lender.example/terms')]).toEqual([
      true,
      true,
    ]);
  });
});

it('the http-url schema (what the sandbox checks) and isHttpUrl agree', () => {
  const pattern = new RegExp(httpUrl.pattern);
  const samples = [
    'http://a.example/x',
    'https://a.example',
    'HTTP://A',
    'ftp://a',
    'https://',
    'https://a b',
    '/x',
    'http:/x',
  ];
  expect(samples.map((s) => pattern.test(s))).toEqual(samples.map((s) => isHttpUrl(s)));
});

describe('needsDocumentLoad', () => {
  it('routes in place for a site path that names no lender', () => {
    expect(needsDocumentLoad('/account/heloc/7423aa87-055b-4909-ab6d-f90212bd46a9')).toBe(false);
    expect(needsDocumentLoad('/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fregister-v2')).toBe(false);
    expect(needsDocumentLoad('/dashboard#top')).toBe(false);
  });

  it('loads a document for a link off the site or a path that names a lender', () => {
    expect(needsDocumentLoad('https://partner.example/apply')).toBe(true);
    expect(needsDocumentLoad('/account/heloc/register?org=MERIDIAN_NY')).toBe(true);
    expect(needsDocumentLoad('/account/heloc/register?step=1&org=MERIDIAN_NY#x')).toBe(true);
    expect(needsDocumentLoad('/terms#org=MERIDIAN_NY')).toBe(false);
  });
});
