import { describe, expect, it } from 'vitest';
import { isSafeBrandLink, isSafeRedirectPath } from './safe-links';

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
