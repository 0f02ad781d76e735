import { describe, expect, it } from 'vitest';
import { wholesaleLoginPath } from './wholesale-login';

describe('wholesaleLoginPath (borrower-journey.md section 6)', () => {
  it.each([
    [
      'MERIDIAN_WHOLESALE',
      'MERIDIAN_WHOLESALE',
      '/auth/login?org=MERIDIAN_WHOLESALE&redirectUrl=%2Fdashboard',
      ['MERIDIAN_WHOLESALE'],
    ],
    [
      'CEDAR_VALLEY_FCU and MERIDIAN_WHOLESALE',
      'MERIDIAN_WHOLESALE',
      '/auth/login?org=MERIDIAN_WHOLESALE&redirectUrl=%2Fdashboard',
      ['CEDAR_VALLEY_FCU', 'MERIDIAN_WHOLESALE'],
    ],
    // An active application elsewhere, or in this brand only, is not a wholesale one.
    ['MERIDIAN', 'MERIDIAN_WHOLESALE', null, ['MERIDIAN']],
    ['no org', 'MERIDIAN_WHOLESALE', null, []],
    // A brand without a wholesale channel never sends anyone there.
    ['MERIDIAN_WHOLESALE', undefined, null, ['MERIDIAN_WHOLESALE']],
  ])('active in %s, wholesale channel %s -> %s', (_active, wholesaleOrg, expected, orgs) => {
    expect(wholesaleLoginPath({ organizationsWithActiveApplication: orgs }, wholesaleOrg)).toBe(expected);
  });
});
