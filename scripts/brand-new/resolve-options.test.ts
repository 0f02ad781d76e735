import { describe, expect, it } from 'vitest';
import { missingFlags, optionsFromAnswers, type BrandOptions } from './fields';
import { isComplete, resolveOptions } from './resolve-options';
import { VALID_OPTIONS } from './test-support/temp-repo';

describe('resolveOptions refusals', () => {
  const cases: { name: string; change: Partial<BrandOptions>; error: string }[] = [
    {
      name: 'malformed org code',
      change: { org: '9LIVES' },
      error: '--org 9LIVES: "9LIVES" does not match the expected format (The lender\'s org code',
    },
    {
      name: 'org code with spaces',
      change: { org: 'BLUE HERON' },
      error: '--org BLUE HERON: "BLUE HERON" does not match the expected format',
    },
    {
      name: 'reserved host prefix',
      change: { hosts: ['blueheron', 'www'] },
      error: '--hosts www: host prefix "www" is reserved for the platform',
    },
    { name: 'reserved brand-data prefix', change: { hosts: ['brand-data'] }, error: '"brand-data" is reserved' },
    {
      name: 'malformed host prefix',
      change: { hosts: ['blue_heron'] },
      error: '--hosts blue_heron: "blue_heron" does not match the expected format (A lower-case DNS label.)',
    },
    {
      name: 'prefix ending in a hyphen',
      change: { hosts: ['heron-'] },
      error: '"heron-" does not match the expected format',
    },
    {
      name: 'too many prefixes',
      change: { hosts: ['a1', 'b2', 'c3', 'd4'] },
      error: '--hosts: give at most 3 host prefixes, not 4',
    },
    { name: 'unknown state code', change: { states: ['WA', 'PR'] }, error: '--states PR: "PR" is not a US state code' },
    { name: 'unknown address state', change: { state: 'XX' }, error: '--state XX: "XX" is not a US state code' },
    {
      name: 'colour without six digits',
      change: { primary: '#12345' },
      error: '--primary #12345: "#12345" does not match the expected format (Colours as #rrggbb.)',
    },
    {
      name: 'named colour',
      change: { primary: 'navy' },
      error: '--primary navy: "navy" does not match the expected format',
    },
    {
      name: 'bad nav colour',
      change: { nav: 'rgb(0,0,0)' },
      error: '--nav rgb(0,0,0): "rgb(0,0,0)" does not match the expected format',
    },
    {
      name: 'phone with dashes, with the fix',
      change: { phone: '206-555-0142' },
      error:
        '--phone 206-555-0142: "206-555-0142" does not match the expected format (Support phone written exactly as (206) 555-0142',
    },
    {
      name: 'phone with a country code',
      change: { phone: '+1 206 555 0142' },
      error: 'written exactly as (206) 555-0142',
    },
    {
      name: 'phone area code starting with 1',
      change: { phone: '(106) 555-0142' },
      error:
        '--phone (106) 555-0142: "(106) 555-0142" does not match the expected format (Support phone written exactly as (206) 555-0142, the area code starting with 2 to 9.)',
    },
    {
      name: 'e-mail without a domain',
      change: { email: 'help@heron' },
      error:
        '--email help@heron: "help@heron" does not match the expected format (Support e-mail address, like help@blueheron.example.)',
    },
    {
      name: 'zip with four digits',
      change: { zip: '9810' },
      error: '--zip 9810: "9810" does not match the expected format (Five-digit zip code.)',
    },
    {
      name: 'zip+4',
      change: { zip: '98101-1234' },
      error: '--zip 98101-1234: "98101-1234" does not match the expected format (Five-digit zip code.)',
    },
    {
      name: 'NMLS with letters',
      change: { nmls: 'NMLS123' },
      error:
        '--nmls NMLS123: "NMLS123" does not match the expected format (Lender registration (NMLS) number, digits only.)',
    },
    {
      name: 'NMLS too short',
      change: { nmls: '123' },
      error: '--nmls 123: "123" does not match the expected format (Lender registration (NMLS) number',
    },
    {
      name: 'city with digits',
      change: { city: 'Seattle 2' },
      error: '--city Seattle 2: "Seattle 2" does not match the expected format (City: 2 to 60 letters',
    },
    {
      name: 'unknown kind',
      change: { kind: 'wholesale' },
      error: '--kind wholesale: must be one of "credit-union", "bank"',
    },
    {
      name: 'unknown terms label',
      change: { termsLabel: 'Terms' },
      error: '--terms-label Terms: must be one of "Terms of Use", "Terms of Service"',
    },
    { name: 'one-letter name', change: { name: 'B' }, error: '--name B: must be at least 2 characters long, but is 1' },
    { name: 'missing field', change: { email: undefined }, error: '--email is missing' },
    { name: 'empty list', change: { states: [] }, error: '--states is missing' },
  ];
  it.each(cases)('$name', ({ change, error }) => {
    const resolved = resolveOptions({ ...VALID_OPTIONS, ...change });
    expect(isComplete(resolved)).toBe(false);
    expect(resolved.errors.join('\n')).toContain(error);
  });

  it('reports every problem at once, and a refused name only under --name', () => {
    const resolved = resolveOptions({ ...VALID_OPTIONS, name: 'B', phone: 'x', zip: 'y' });
    expect(resolved.errors.map((e) => e.split(' ')[0])).toEqual(['--name', '--phone', '--zip']);
  });
});

describe('resolveOptions normalises and fills defaults', () => {
  const cases: { name: string; change: Partial<BrandOptions>; expected: Record<string, unknown> }[] = [
    {
      name: 'defaults',
      change: {},
      expected: { legalName: 'Blue Heron Credit Union', kind: 'credit-union', termsLabel: 'Terms of Service' },
    },
    { name: 'org code in lower case', change: { org: ' blue_heron_cu ' }, expected: { org: 'BLUE_HERON_CU' } },
    {
      name: 'states sorted, upper-cased, repeats dropped',
      change: { states: ['wa', 'OR', 'WA', ' id'] },
      expected: { states: ['ID', 'OR', 'WA'] },
    },
    {
      name: 'prefixes lower-cased, repeats dropped',
      change: { hosts: ['BlueHeron', 'blueheron'] },
      expected: { hosts: ['blueheron'] },
    },
    {
      name: 'colour without # or in capitals',
      change: { primary: '1F5FA8', nav: '#0B1F33' },
      expected: { primary: '#1f5fa8', nav: '#0b1f33' },
    },
    {
      name: 'terms label in any case',
      change: { termsLabel: 'terms of use' },
      expected: { termsLabel: 'Terms of Use' },
    },
    {
      name: 'bank',
      change: { kind: 'Bank', legalName: 'Blue Heron Bank, N.A.' },
      expected: { kind: 'bank', legalName: 'Blue Heron Bank, N.A.' },
    },
  ];
  it.each(cases)('$name', ({ change, expected }) => {
    const resolved = resolveOptions({ ...VALID_OPTIONS, ...change });
    expect(resolved.errors).toEqual([]);
    expect(resolved.input).toMatchObject(expected);
  });

  it('leaves --nav out when not given, so the bar is derived', () => {
    expect(resolveOptions(VALID_OPTIONS).input).not.toHaveProperty('nav');
  });
});

describe('answers from flags', () => {
  it.each([
    {
      name: 'nothing given',
      answers: {},
      missing: [
        '--org',
        '--name',
        '--hosts',
        '--primary',
        '--states',
        '--phone',
        '--email',
        '--nmls',
        '--street',
        '--city',
        '--state',
        '--zip',
      ],
    },
    {
      name: 'blank values count as missing',
      answers: { org: 'X_Y', name: '  ', zip: '' },
      missing: [
        '--name',
        '--hosts',
        '--primary',
        '--states',
        '--phone',
        '--email',
        '--nmls',
        '--street',
        '--city',
        '--state',
        '--zip',
      ],
    },
    {
      name: 'defaults are never missing',
      answers: {
        org: 'A',
        name: 'B',
        hosts: 'c',
        primary: 'd',
        states: 'e',
        phone: 'f',
        email: 'g',
        nmls: 'h',
        street: 'i',
        city: 'j',
        state: 'k',
        zip: 'l',
      },
      missing: [],
    },
  ])('missingFlags: $name', ({ answers, missing }) => {
    expect(missingFlags(answers)).toEqual(missing);
  });

  it('splits comma-separated lists and leaves blanks out, so defaults apply', () => {
    const options = optionsFromAnswers({
      hosts: 'blueheron, bhcu,',
      states: 'WA,OR',
      legalName: ' ',
      org: 'BLUE_HERON_CU',
    });
    expect(options).toEqual({ hosts: ['blueheron', 'bhcu'], states: ['WA', 'OR'], org: 'BLUE_HERON_CU' });
  });
});
