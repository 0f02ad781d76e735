import { describe, expect, it } from 'vitest';
import { hostLabel, isOrgCode, resolveBrand, tabOrgAfter, withTabOrg } from './resolve-brand';

const table = {
  cedar: 'CEDAR_VALLEY_FCU',
  cvfcu: 'CEDAR_VALLEY_FCU',
  meridian: 'MERIDIAN',
  'meridian-ny': 'MERIDIAN_NY',
};

describe('resolveBrand', () => {
  it.each([
    [
      'org parameter wins over the host',
      '?org=meridian_ny',
      'cedar.localhost',
      { orgCode: 'MERIDIAN_NY', source: 'query' },
    ],
    [
      'org parameter is trimmed and upper-cased',
      '?org=%20cedar_valley_fcu%20',
      'localhost',
      { orgCode: 'CEDAR_VALLEY_FCU', source: 'query' },
    ],
    [
      'unknown org parameter is kept, so the app can report it',
      '?org=NOPE',
      'cedar.localhost',
      { orgCode: 'NOPE', source: 'query' },
    ],
    [
      'blank org parameter falls through to the host',
      '?org=',
      'cedar.localhost',
      { orgCode: 'CEDAR_VALLEY_FCU', source: 'host', hostLabel: 'cedar' },
    ],
    [
      'host prefix on a real domain',
      '',
      'cvfcu.heloc.example.com',
      { orgCode: 'CEDAR_VALLEY_FCU', source: 'host', hostLabel: 'cvfcu' },
    ],
    [
      'host prefix with a hyphen',
      '',
      'meridian-ny.localhost',
      { orgCode: 'MERIDIAN_NY', source: 'host', hostLabel: 'meridian-ny' },
    ],
    [
      'www is skipped',
      '',
      'www.cedar.example.com',
      { orgCode: 'CEDAR_VALLEY_FCU', source: 'host', hostLabel: 'cedar' },
    ],
    ['host match is exact, not a string prefix', '', 'cedarx.localhost', { orgCode: 'MERIDIAN', source: 'default' }],
    [
      'host name case does not matter',
      '',
      'CEDAR.Example.com',
      { orgCode: 'CEDAR_VALLEY_FCU', source: 'host', hostLabel: 'cedar' },
    ],
    ['unknown host goes to the default', '', 'apply.example.com', { orgCode: 'MERIDIAN', source: 'default' }],
    ['bare localhost goes to the default', '', 'localhost', { orgCode: 'MERIDIAN', source: 'default' }],
    ['an IP address goes to the default', '', '127.0.0.1', { orgCode: 'MERIDIAN', source: 'default' }],
    ['inherited object keys are not prefixes', '', 'constructor.localhost', { orgCode: 'MERIDIAN', source: 'default' }],
  ])('%s', (_name, search, hostname, expected) => {
    expect(resolveBrand({ search, hostname }, table, 'MERIDIAN')).toEqual(expected);
  });
});

describe('hostLabel', () => {
  it.each([
    ['acme.localhost', 'acme'],
    ['acme.localhost.', 'acme'],
    ['localhost', null],
    ['[::1]', null],
    ['www.localhost', null],
  ])('%s -> %s', (host, label) => expect(hostLabel(host)).toBe(label));
});

describe('isOrgCode', () => {
  it.each([
    ['MERIDIAN', true],
    ['MERIDIAN_NY', true],
    ['../etc', false],
    ['m', false],
    ['A'.repeat(41), false],
  ])('%s -> %s', (code, ok) => expect(isOrgCode(code)).toBe(ok));
});

describe('the lender a tab was opened for', () => {
  const page = (search: string, hostname = 'localhost') =>
    resolveBrand({ search, hostname }, { cedar: 'CEDAR_VALLEY_FCU' }, 'MERIDIAN');

  it('carries a query-chosen lender to a later page of the tab that names none', () => {
    const first = page('?org=silver_sage_fcu');
    const remembered = tabOrgAfter(first, null);
    expect(remembered).toBe('SILVER_SAGE_FCU');
    expect(withTabOrg(page(''), remembered)).toEqual({ orgCode: 'SILVER_SAGE_FCU', source: 'tab' });
    expect(tabOrgAfter(withTabOrg(page(''), remembered), remembered)).toBe('SILVER_SAGE_FCU');
  });

  it('never overrides the query or the host, and a new query replaces it', () => {
    expect(withTabOrg(page('?org=GRANITE_TRUST'), 'SILVER_SAGE_FCU').orgCode).toBe('GRANITE_TRUST');
    expect(withTabOrg(page('', 'cedar.example.com'), 'SILVER_SAGE_FCU').orgCode).toBe('CEDAR_VALLEY_FCU');
    expect(tabOrgAfter(page('?org=GRANITE_TRUST'), 'SILVER_SAGE_FCU')).toBe('GRANITE_TRUST');
  });

  it('ignores nothing remembered and a remembered value that is no org code', () => {
    expect(withTabOrg(page(''), null)).toEqual({ orgCode: 'MERIDIAN', source: 'default' });
    expect(withTabOrg(page(''), '<script>')).toEqual({ orgCode: 'MERIDIAN', source: 'default' });
    expect(tabOrgAfter(page(''), null)).toBeNull();
  });
});
