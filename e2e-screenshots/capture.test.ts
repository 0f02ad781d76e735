import { describe, expect, it } from 'vitest';
import { describeAction } from './page-ready';
import { pageUrl, pathMatcher } from './page-setup';

describe('pathMatcher', () => {
  it.each([
    ['/assets/content-route-*.js', '/assets/content-route-Cy11zTr8.js', true],
    ['/assets/content-route-*.js', '/assets/app-CcWe_hvV.js', false],
    ['/assets/content-route-*.js', '/assets/x/content-route-a.js', false],
    ['/assets/*.js', '/assets/sub/a.js', false],
    ['/brand-data/orgs/MERIDIAN.json', '/brand-data/orgs/MERIDIAN.json', true],
    ['/a.b', '/axb', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(pathMatcher(pattern)(path)).toBe(expected);
  });
});

describe('pageUrl', () => {
  it('adds the page set’s query, then the brand', () => {
    expect(pageUrl('http://localhost:1234', { path: '/terms' }, 'MERIDIAN')).toBe(
      'http://localhost:1234/terms?org=MERIDIAN',
    );
    const entry = { path: '/account/heloc/register-v2', query: { referrer: '5a1e0000-0000-4000-8000-000000000002' } };
    expect(pageUrl('http://localhost:1234', entry, 'CEDAR_VALLEY_FCU')).toBe(
      'http://localhost:1234/account/heloc/register-v2?referrer=5a1e0000-0000-4000-8000-000000000002&org=CEDAR_VALLEY_FCU',
    );
    expect(pageUrl('http://x', { path: '/a', query: { q: 'a b&c' } }, 'A&B')).toBe('http://x/a?q=a+b%26c&org=A%26B');
  });

  it('puts the application’s uuid where the path names {application}, and refuses a path that names one without it', () => {
    const entry = { path: '/account/heloc/{application}/product/select' };
    const uuid = '0f1e2d3c-0000-4000-8000-000000000001';
    expect(pageUrl('http://x', entry, 'MERIDIAN', uuid)).toBe(
      `http://x/account/heloc/${uuid}/product/select?org=MERIDIAN`,
    );
    expect(() => pageUrl('http://x', entry, 'MERIDIAN')).toThrow(
      'names {application}, but no application was made for it',
    );
  });
});

describe('describeAction', () => {
  it('says what failed in words', () => {
    expect(describeAction({ click: { role: 'button', name: 'Continue' } })).toBe('click the button "Continue"');
    expect(describeAction({ fill: { label: 'ZIP code', value: '1' } })).toBe('fill the field "ZIP code"');
  });
});
