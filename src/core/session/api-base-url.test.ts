import { describe, expect, it } from 'vitest';
import { resolveApiBaseUrl } from './api-base-url';
import { SESSION_SETTINGS } from './session-settings';

const page = 'https://meridian.heloc.example';
const allowed = ['api-test.heloc.example'];
const on = (baseUrl: unknown) => ({ enabled: true, variables: { baseUrl } });

describe('resolveApiBaseUrl', () => {
  it('is same origin by default: no flag, flag off, or no value', () => {
    expect(resolveApiBaseUrl(undefined, page, allowed)).toBe('');
    expect(
      resolveApiBaseUrl({ enabled: false, variables: { baseUrl: 'https://api-test.heloc.example' } }, page, allowed),
    ).toBe('');
    expect(resolveApiBaseUrl({ enabled: true, variables: {} }, page, allowed)).toBe('');
  });

  it('takes an https origin of an allowed host', () => {
    expect(resolveApiBaseUrl(on('https://api-test.heloc.example'), page, allowed)).toBe(
      'https://api-test.heloc.example',
    );
    expect(resolveApiBaseUrl(on('https://api-test.heloc.example/'), page, allowed)).toBe(
      'https://api-test.heloc.example',
    );
  });

  it('treats its own origin as same origin', () => expect(resolveApiBaseUrl(on(page), page, [])).toBe(''));

  it.each([
    'http://api-test.heloc.example',
    'https://evil.example',
    'https://api-test.heloc.example.evil.example',
    'https://evil.example/api-test.heloc.example',
    'https://user:pw@api-test.heloc.example',
    'https://api-test.heloc.example:8443',
    'https://api-test.heloc.example/path',
    'https://api-test.heloc.example?x=1',
    'https://api-test.heloc.example#x',
    '//api-test.heloc.example',
    'https:\\\\api-test.heloc.example',
    ' https://api-test.heloc.example',
    'https://API-TEST.heloc.example',
    'javascript:alert(1)',
    '/relative',
    42,
  ])('refuses %j (same origin instead)', (value) => expect(resolveApiBaseUrl(on(value), page, allowed)).toBe(''));

  it('the shipped settings allow no other host, so every build calls its own origin', () => {
    expect(SESSION_SETTINGS.baseUrl.allowedHosts).toEqual([]);
    expect(resolveApiBaseUrl(on('https://api-test.heloc.example'), page, SESSION_SETTINGS.baseUrl.allowedHosts)).toBe(
      '',
    );
  });
});
