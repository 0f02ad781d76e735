import { describe, expect, it } from 'vitest';
import { environmentFor, isoToday } from './environment';

describe('environmentFor', () => {
  it.each([
    ['localhost', 'non-production'],
    ['cvfcu.localhost', 'non-production'],
    ['127.0.0.1', 'non-production'],
    ['apply.meridian.example', 'production'],
  ])('%s -> %s', (host, env) => expect(environmentFor(host)).toBe(env));
});

it('isoToday pads month and day', () => expect(isoToday(new Date(2026, 0, 5))).toBe('2026-01-05'));
