import { describe, expect, it } from 'vitest';
import { pathMatcher } from './capture';

describe('pathMatcher', () => {
  it.each([
    ['/assets/content-route-*.js', '/assets/content-route-Cy11zTr8.js', true],
    ['/assets/content-route-*.js', '/assets/app-CcWe_hvV.js', false],
    ['/assets/content-route-*.js', '/assets/x/content-route-a.js', false],
    ['/assets/*.js', '/assets/sub/a.js', false],
    ['/brand-data/orgs/MERIDIAN.json', '/brand-data/orgs/MERIDIAN.json', true],
    ['/a.b', '/axb', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(pathMatcher(pattern)(path)).toBe(expected);
  });
});
