import { describe, expect, it } from 'vitest';
import { isSandboxPath } from './paths';

describe('isSandboxPath', () => {
  it.each([
    ['/__sandbox/reset', true],
    ['/__sandbox', true],
    ['/service-optimize/heloc/api/v1/feature', true],
    ['/service-operating-hours/external/api/v1/hours/OPS_CHAT', true],
    ['/service-application/external/api/v2/heloc/states-eligibility', true],
    ['/ft/heloc/event', true],
    ['/cdn/banners/heloc-banners.json', true],
    ['/identity/api/v1/registration/register', true],
    ['/identity-broker/customer/api/v3/login', true],
    ['/service-profile/api/v1/profile', true],
    ['/service-search/api/v1/profiles/actions/verify-ability-to-start-application', true],
    ['/service-comms-prefs/external/api/v1/consent/prompt/SMS', true],
    ['/service-lead-portal/api/lo/5a1e0000-0000-4000-8000-000000000001', true],
    ['/service-krang-heloc/borrower/secure/api/v1/x/status', true],
    ['/offercode/CAHOME25', true],
    ['/a/external/prepop', true],
    ['/waitlist/home-equity-loan-plus', true],
    ['/account/heloc/x/identity', false],
    ['/a/other', false],
    ['/account/heloc/register', false],
    ['/ftp', false],
    ['/cdnx/a', false],
    ['/', false],
    ['/assets/index.js', false],
  ])('%s -> %s', (path, expected) => {
    expect(isSandboxPath(path)).toBe(expected);
  });
});
