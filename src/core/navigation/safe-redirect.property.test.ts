import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath } from './safe-links';

const ORIGIN = 'https://app.example';

/** Pieces attackers combine: slashes, backslashes, dot segments (plain and encoded), schemes, hosts, whitespace. */
const piece = fc.constantFrom(
  '/', '//', '\\', '/\\', '.', '..', '%2e', '%2E', '%2e%2e', '.%2E', '%2f', '%5c', '?', '#', '@', ':', '%', ' ', '\t', '\n', '\r', '\u0000',
  'a', 'z', 'B', '0', '-', 'dashboard', 'evil.example', 'javascript:', 'https:', 'data:', 'http://', 'é', '\u2028', '\uFF0F',
);
const crafted = fc.array(piece, { maxLength: 10 }).map((parts) => parts.join(''));
/** Targets that pass the first test (slash, lower-case letter), so the rest of the rule is exercised. */
const plausible = fc.tuple(fc.constantFrom('/a', '/dashboard', '/account/heloc'), crafted).map(([head, tail]) => head + tail);
const anyTarget = fc.oneof(crafted, plausible, fc.string(), fc.string({ unit: 'grapheme' }), fc.webPath(), fc.webUrl());

describe('isSafeRedirectPath', () => {
  it('never accepts a target that leaves the app or lands outside /<lowercase letter>', () => {
    fc.assert(
      fc.property(anyTarget, (target) => {
        if (!isSafeRedirectPath(target)) return;
        const url = new URL(target, ORIGIN);
        expect(url.origin).toBe(ORIGIN);
        expect(url.pathname).toMatch(/^\/[a-z]/);
      }),
      { numRuns: 5000 },
    );
  });

  it('accepts ordinary site paths, with their query', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\/[a-z][a-z0-9-]{0,10}(\/[a-z0-9-]{1,10}){0,3}(\?[a-z]=[a-z0-9]{1,5})?$/), (path) => {
        expect(isSafeRedirectPath(path)).toBe(true);
      }),
    );
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/a/..', '/a/%2e%2E/B', '/a/./../..', ' /dashboard'])(
    'refuses %j',
    (target) => expect(isSafeRedirectPath(target)).toBe(false),
  );
});
