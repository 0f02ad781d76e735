import { describe, expect, it } from 'vitest';
import redirects from '@flows/routes/redirects.json';
import { matchRedirect } from './redirects';

const APP = '/account/heloc/0b1c2d3e-aaaa-4bbb-8ccc-123456789abc';

describe('redirects of flows/routes/redirects.json', () => {
  it.each([
    ['/', '/dashboard'],
    ['/account', '/dashboard'],
    ['/account/', '/dashboard'],
    ['/account/heloc', '/dashboard'],
    ['/account/heloc/account/register', '/account/heloc/register'],
    ['/account/heloc/account/heloc-signer/login', '/account/heloc/heloc-signer/login'],
    [
      '/account/heloc/account/heloc-signer/conditions/upload-document',
      '/account/heloc/heloc-signer/conditions/upload-document',
    ],
    ['/account/heloc/heloc-signer', '/account/heloc/heloc-signer/login'],
    ['/account/heloc/0b1c2d3e-aaaa-4bbb-8ccc-123456789abc/bank', '/account/heloc/0b1c2d3e-aaaa-4bbb-8ccc-123456789abc'],
    [
      '/account/heloc/0b1c2d3e-aaaa-4bbb-8ccc-123456789abc/notary',
      '/account/heloc/0b1c2d3e-aaaa-4bbb-8ccc-123456789abc',
    ],
    // income/link and income/upload go to their parent, income, which goes to the application.
    [`${APP}/income/link`, `${APP}/income`],
    [`${APP}/income/upload/`, `${APP}/income`],
    [`${APP}/income`, APP],
    [`${APP}/income/link/PLAID_TRANSACTIONS`, null],
    [`${APP}/income/upload/MANUAL_PAYSTUB`, null],
    ['/account/heloc/register-v2', null],
    ['/account/heloc/0b1c2d3e-aaaa-4bbb-8ccc-123456789abc/bank/autopay', null],
    ['/dashboard', null],
  ])('%s -> %s', (path, target) => {
    expect(matchRedirect(path, redirects.redirects)).toBe(target);
  });
});
