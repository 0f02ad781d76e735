import { expect, it } from 'vitest';
import { routesOnEntry } from './entry-routing';

const screens = [
  'start/hmda',
  'conditions',
  'conditions/upload-document',
  'income/link/:type',
  'product/select',
  'product/select/confirm',
];
const targets = ['start/hmda', 'product/select', 'error/timeout', 'conditions'];

it.each([
  ['', undefined, true],
  ['/', undefined, true],
  ['start/hmda', undefined, true],
  ['product/select', 'SELECT', true],
  ['product/select/confirm', 'SELECT', false],
  ['conditions/upload-document', undefined, false],
  ['income/link/PLAID_TRANSACTIONS', undefined, false],
  ['conditions', 'DECLINE', true],
  ['conditions', 'SELECT', false],
  ['no/such/screen', undefined, false],
])('routesOnEntry(%j, %s) -> %s', (rest, decision, expected) => {
  expect(routesOnEntry(rest, targets, screens, decision)).toBe(expected);
});
