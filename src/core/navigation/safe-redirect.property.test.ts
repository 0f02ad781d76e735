import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath } from './safe-links';

const ORIGIN = 'https://app.example';

/**
 * A fresh seed on every run, printed when a property fails so the counterexample can be
 * replayed (FC_SEED=<seed>). A failure here is a bug in the check, never a seed to pin.
 */
const seed = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));
function assertProperty<T>(property: fc.IPropertyWithHooks<T> | fc.IProperty<T>, numRuns: number): void {
  try {
    fc.assert(property, { numRuns, seed });
  } catch (error) {
    throw new Error(`Property failed with seed ${seed} (replay: FC_SEED=${seed}).\n${String(error)}`);
  }
}

/** Pieces attackers combine: slashes, backslashes, dot segments (plain and encoded), schemes, hosts, whitespace, controls, Unicode slashes. */
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '/\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2e%2e',
  '.%2E',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%00',
  '%0a',
  '?',
  '#',
  '@',
  ':',
  '%',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\ufeff',
  'a',
  'z',
  'B',
  '0',
  '-',
  'dashboard',
  'evil.example',
  'javascript:',
  'https:',
  'data:',
  'http://',
  'é',
  '\u2028',
  '\uFF0F',
  '\u2215',
  '\u2044',
  '\uFE68',
  '\uFF3C',
);
const controlChar = fc.integer({ min: 0, max: 0x20 }).map((code) => String.fromCharCode(code));
const crafted = fc.array(fc.oneof(piece, piece, controlChar), { maxLength: 12 }).map((parts) => parts.join(''));
/** Targets that pass the first test (slash, lower-case letter), so the rest of the rule is exercised. */
const plausible = fc
  .tuple(fc.constantFrom('/a', '/dashboard', '/account/heloc'), crafted)
  .map(([head, tail]) => head + tail);
const anyTarget = fc.oneof(crafted, plausible, fc.string(), fc.string({ unit: 'grapheme' }), fc.webPath(), fc.webUrl());

function staysOnSite(target: string): void {
  const url = new URL(target, ORIGIN);
  expect(url.origin).toBe(ORIGIN);
  expect(url.pathname).toMatch(/^\/[a-z]/);
  // What the router receives is what the rule checked: the parser rewrote nothing.
  expect(url.href).toBe(ORIGIN + target);
}

describe('isSafeRedirectPath', () => {
  it('never accepts a target that leaves the app, lands outside /<lowercase letter>, or that the parser rewrites', () => {
    assertProperty(
      fc.property(anyTarget, (target) => {
        if (isSafeRedirectPath(target)) staysOnSite(target);
      }),
      5000,
    );
  });

  it('holds on many more crafted targets (the generators that found /a/%2e%2e\\u0000)', () => {
    assertProperty(
      fc.property(fc.oneof(crafted, plausible, plausible), (target) => {
        if (isSafeRedirectPath(target)) staysOnSite(target);
      }),
      30_000,
    );
  });

  it('accepts ordinary site paths, with their query', () => {
    assertProperty(
      fc.property(
        fc.stringMatching(/^\/[a-z][a-z0-9-]{0,10}(\/[a-z0-9-]{1,10}){0,3}(\?[a-z]=[a-z0-9]{1,5})?$/),
        (path) => {
          expect(isSafeRedirectPath(path)).toBe(true);
        },
      ),
      1000,
    );
  });

  /** The hostile corpus: none of these may leave the app or land somewhere the rule did not see. */
  it.each([
    // protocol-relative and scheme-like
    '//evil.example',
    '///evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)//%0a',
    'data:text/html,x',
    ' /dashboard',
    // backslashes, plain and encoded
    '/\\evil.example',
    '/a\\..\\..\\evil',
    '/%5cevil.example',
    '/a/%5C%5Cevil',
    // dot segments, plain and encoded, with and without trailing controls
    '/a/..',
    '/a/%2e%2E/B',
    '/a/./../..',
    '/a/%2e%2e\u0000',
    '/a/%2e%2e\u001f',
    '/a/..\t',
    '/a/.%2E/',
    '/a/.',
    // encoded slashes that a server might decode, controls and whitespace anywhere
    '/a%2f%2fevil.example',
    '/a/b\u0000',
    '/a\n/b',
    '/a\r\n//evil',
    '/a b',
    '/a\u00a0',
    '/a\u007f',
    '/a\u200b',
    '/a\ufeff',
    // Unicode slashes and full-width letters
    '/\uFF0Fevil.example',
    '/a\u2215..\u2215..',
    '/\u2044evil',
    '/a\uFF3Cevil',
    '/\uFF41',
  ])('refuses %j', (target) => {
    expect(isSafeRedirectPath(target)).toBe(false);
  });
});
