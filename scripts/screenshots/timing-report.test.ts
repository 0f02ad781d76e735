import { describe, expect, it } from 'vitest';
import { formatBrandLine, formatSummary } from './timing-report';

describe('timing report', () => {
  const results = [
    { orgCode: 'MERIDIAN', files: ['a', 'b'], ms: 2300, failures: [] },
    { orgCode: 'GRANITE_TRUST', files: ['a'], ms: 4100, failures: ['x'] },
  ];

  it('prints a line per brand and a summary with the slowest', () => {
    expect(formatBrandLine(results[0]!, 14)).toBe('MERIDIAN          2 pictures    2.3 s');
    expect(formatBrandLine(results[1]!, 14)).toBe('GRANITE_TRUST     1 pictures    4.1 s  1 FAILED');
    expect(formatSummary(results, 6500)).toBe('2 brands, 3 pictures in 6.5 s (per brand: 3.2 s on average, slowest GRANITE_TRUST 4.1 s)');
  });
});
