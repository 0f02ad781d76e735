import { describe, expect, it } from 'vitest';
import { selectedBrands } from './run-options';

describe('selectedBrands (SCREENSHOT_BRANDS)', () => {
  it('takes every brand, in org-code order, when unset or empty', () => {
    const all = selectedBrands(undefined).map((brand) => brand.orgCode);
    expect(all).toEqual([...all].sort());
    expect(all).toContain('MERIDIAN');
    expect(selectedBrands(' ')).toHaveLength(all.length);
  });

  it('takes the named brands in org-code order, whatever order they are named in', () => {
    expect(selectedBrands('MERIDIAN, CEDAR_VALLEY_FCU,').map((brand) => brand.orgCode)).toEqual([
      'CEDAR_VALLEY_FCU',
      'MERIDIAN',
    ]);
  });

  it('refuses an unknown org code, naming the nearest', () => {
    expect(() => selectedBrands('MERIDAN')).toThrow(
      /unknown brand "MERIDAN".*MERIDIAN.*no brands\/MERIDAN\/manifest\.json/,
    );
  });
});
