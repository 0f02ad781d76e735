import { describe, expect, it } from 'vitest';
import { accessFor, afterLoginPath, isLoginPath, loginPathFor } from './access';

const LOGIN = '/auth/login';
const SIGNER_LOGIN = '/account/heloc/heloc-signer/login';
const back = (path: string) => `${LOGIN}?redirectUrl=${encodeURIComponent(path)}`;

// The public routes of platform-services.md section 2 (the HELOC ones under /account/heloc),
// plus the two logins and /contact.
describe('accessFor, anonymous visitor', () => {
  it.each([
    ['/auth/login'],
    ['/account/heloc/heloc-signer/login'],
    ['/contact'],
    ['/terms'],
    ['/privacy'],
    ['/communications'],
    ['/licenses'],
    ['/coming-soon'],
    ['/account/heloc/terms'],
    ['/account/heloc/communications'],
    ['/account/heloc/coming-soon'],
    ['/account/heloc/not-accepting-apps'],
    ['/account/heloc/register'],
    ['/account/heloc/register/account-setup'],
    ['/account/heloc/register/support'],
    ['/account/heloc/register-v2'],
    ['/account/heloc/register-v2/'],
    ['/account/heloc/register-v2/legal-name'],
    ['/account/heloc/register-v2/set-password'],
  ])('%s is public', (path) => expect(accessFor(path, { signedIn: false })).toEqual({ allow: true }));

  it.each([
    ['/dashboard', '', back('/dashboard')],
    ['/dashboard/settings', '', back('/dashboard/settings')],
    ['/dashboard', '?org=CEDAR_VALLEY_FCU', back('/dashboard?org=CEDAR_VALLEY_FCU')],
    [
      '/account/heloc/8f1c2d3e-0000-4000-8000-000000000001/product/select',
      '',
      back('/account/heloc/8f1c2d3e-0000-4000-8000-000000000001/product/select'),
    ],
    ['/account/heloc/plaid-oauth-success', '', back('/account/heloc/plaid-oauth-success')],
    ['/account/heloc/register/other', '', back('/account/heloc/register/other')],
    ['/account/heloc/register-v2-old', '', back('/account/heloc/register-v2-old')],
    ['/pay', '', back('/pay')],
    ['/contact/extra', '', back('/contact/extra')],
    // Signer paths go to the signer login, which has no redirectUrl.
    ['/account/heloc/heloc-signer/intro', '', SIGNER_LOGIN],
    ['/account/heloc/heloc-signer/conditions/upload-document', '', SIGNER_LOGIN],
    // A path that is not a safe redirect target is not carried to the login page.
    ['/Dashboard', '', LOGIN],
  ])('%s%s -> %s', (path, search, redirect) =>
    expect(accessFor(path, { signedIn: false, search })).toEqual({ redirect }),
  );
});

describe('accessFor, signed-in borrower', () => {
  it.each([['/dashboard'], ['/account/heloc/heloc-signer/intro'], ['/terms'], ['/auth/login']])(
    '%s is allowed',
    (path) => expect(accessFor(path, { signedIn: true })).toEqual({ allow: true }),
  );
});

describe('loginPathFor (a session that ended)', () => {
  it.each([
    ['/dashboard', '', back('/dashboard')],
    ['/account/heloc/heloc-signer/sign', '', SIGNER_LOGIN],
    ['/auth/login', '?redirectUrl=%2Fdashboard', LOGIN],
  ])('%s%s -> %s', (path, search, expected) => expect(loginPathFor(path, search)).toBe(expected));
});

describe('afterLoginPath', () => {
  it.each([
    ['/dashboard/settings', '/dashboard/settings'],
    ['/account/heloc/register-v2?x=1', '/account/heloc/register-v2?x=1'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['/auth/login?redirectUrl=%2Fdashboard', '/dashboard'],
  ])('%j -> %s', (redirectUrl, expected) => expect(afterLoginPath(redirectUrl)).toBe(expected));
});

it('isLoginPath knows both login pages', () => {
  expect([LOGIN, `${SIGNER_LOGIN}/`, '/dashboard'].map(isLoginPath)).toEqual([true, true, false]);
});
