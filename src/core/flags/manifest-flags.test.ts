import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS } from '@/generated/flags/defaults';
import { FLAG_KEY_LIST } from '@/generated/flags/keys';
import { manifestFlags } from './manifest-flags';

const DEFAULTS = {
  'fe-heloc-redesign-2025': { enabled: true, variables: {} },
  'fe-webchat': { enabled: true, variables: {} },
  'fe-heloc-ca-fires': { enabled: true, variables: { zipCodes: ['90265'] } },
  'fe-heloc-maintenance': { enabled: false, variables: {} },
};

describe('manifestFlags', () => {
  it('takes the manifest value where it sets one, else the list default, with the list variables', () => {
    expect(manifestFlags({ 'fe-webchat': false, 'fe-heloc-maintenance': false }, DEFAULTS)).toEqual({
      'fe-heloc-redesign-2025': { enabled: true, variables: {} },
      'fe-webchat': { enabled: false, variables: {} },
      'fe-heloc-ca-fires': { enabled: true, variables: { zipCodes: ['90265'] } },
      'fe-heloc-maintenance': { enabled: false, variables: {} },
    });
  });

  it('gives the list defaults to a manifest without flags', () => {
    expect(manifestFlags(undefined, DEFAULTS)['fe-heloc-redesign-2025']).toEqual({ enabled: true, variables: {} });
  });

  it('covers every flag of flows/feature-flags.json, the redesign on by default', () => {
    const flags = manifestFlags({});
    expect(Object.keys(flags)).toEqual([...FLAG_KEY_LIST]);
    expect(flags['fe-heloc-redesign-2025']?.enabled).toBe(true);
    expect(flags['fe-heloc-ca-fires']?.variables).toEqual(FLAG_DEFAULTS['fe-heloc-ca-fires']?.variables);
  });
});
