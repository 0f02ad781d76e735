import { expect, it } from 'vitest';
import { loaderHideDelay } from './loader-timing';

it.each([
  [0, 200, 1100],
  [0, 1000, 300],
  [0, 5000, 300],
  [100, 600, 800],
])('shown at %i, done at %i -> hide after %i ms', (shownAt, endedAt, delay) =>
  expect(loaderHideDelay(shownAt, endedAt)).toBe(delay),
);
