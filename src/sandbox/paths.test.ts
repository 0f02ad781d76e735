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
    ['/account/heloc/register', false],
    ['/ftp', false],
    ['/cdnx/a', false],
    ['/', false],
    ['/assets/index.js', false],
  ])('%s -> %s', (path, expected) => {
    expect(isSandboxPath(path)).toBe(expected);
  });
});
