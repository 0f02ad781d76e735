import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor } from './contrast';
import { contrastFailures, type ColorToken } from './contrast-pairs';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %s:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  it('rejects a colour that is not #rrggbb', () => {
    expect(() => parseHexColor('red')).toThrow('Not a #rrggbb colour: red');
  });
});

describe('contrastFailures', () => {
  const base = {
    background: '#ffffff',
    surface: '#ffffff',
    text: '#111111',
    mutedText: '#555555',
    link: '#0b57d0',
    primary: '#0b57d0',
    onPrimary: '#ffffff',
    border: '#767676',
    focus: '#0b57d0',
    error: '#b3261e',
    navBackground: '#ffffff',
    navText: '#111111',
    footerBackground: '#f1f3f4',
    footerText: '#1f1f1f',
    footerLink: '#0b57d0',
  } satisfies Record<ColorToken, string>;

  it('accepts an AA palette', () => {
    expect(contrastFailures(base)).toEqual([]);
  });

  it('names the failing pair, its ratio and the minimum', () => {
    const failures = contrastFailures({ ...base, mutedText: '#aaaaaa', border: '#dddddd' });
    expect(failures.map((f) => [f.foreground, f.background, f.use, f.required])).toEqual([
      ['mutedText', 'background', 'text', 4.5],
      ['border', 'background', 'control', 3],
      ['border', 'navBackground', 'control', 3],
    ]);
    expect(failures[0]!.ratio).toBeCloseTo(2.32, 2);
  });
});
