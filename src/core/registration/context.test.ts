import { expect, it } from 'vitest';
import { registrationBrand } from './context';
import { testContext } from './test-support/test-context';

it('registrationBrand keeps the fields the flow contract names and drops the rest of the manifest', () => {
  const brand = { ...testContext().brand, forSaleWindowMonths: 6 };
  const manifest = { ...brand, displayName: 'Meridian', theme: { colors: {} }, footer: { termsLabel: 'Terms' } };
  expect(registrationBrand(manifest)).toEqual(brand);
  expect(Object.keys(registrationBrand(manifest)).sort()).toEqual([
    'forSaleWindowMonths',
    'orgCode',
    'products',
    'referral',
    'stateRestrictions',
  ]);
});

it('registrationBrand leaves out an optional field the manifest leaves out, as its JSON does', () => {
  const manifest = { ...testContext().brand, displayName: 'Meridian' };
  expect(Object.keys(registrationBrand(manifest))).not.toContain('forSaleWindowMonths');
});
