import { describe, expect, it } from 'vitest';
import { fillScreenPath, matchScreen } from './screen-match';
import { isApplicationUuid } from './screen-path';

it.each([
  ['8f1c2d3e-0000-4000-8000-000000000001', true],
  ['8F1C2D3E-ABCD-4000-8000-00000000000F', true],
  ['8f1c2d3e-0000-4000-8000-00000000001', false],
  ['8f1c2d3e00004000800000000000000001', false],
  ['8f1c2d3e-0000-4000-8000-00000000000g', false],
  ['register-v2', false],
  [undefined, false],
])('isApplicationUuid(%j) -> %s', (value, expected) => expect(isApplicationUuid(value)).toBe(expected));

describe('matchScreen', () => {
  const paths = [
    'identity',
    'product/select',
    'product/select/confirm',
    'income/link/:type',
    'income/link/help',
    'conditions',
  ];
  it.each([
    ['identity', 'identity', {}],
    ['/product/select/', 'product/select', {}],
    ['product/select/confirm', 'product/select/confirm', {}],
    ['income/link/PLAID_TRANSACTIONS', 'income/link/:type', { type: 'PLAID_TRANSACTIONS' }],
    ['income/link/help', 'income/link/help', {}],
    ['income/link/TRUV%20PAYROLL', 'income/link/:type', { type: 'TRUV PAYROLL' }],
  ])('%s -> %s', (rest, path, params) => expect(matchScreen(paths, rest)).toEqual({ path, params }));
  it.each(['', 'nope', 'product', 'income/link', 'identity/extra'])('%j matches nothing', (rest) =>
    expect(matchScreen(paths, rest)).toBeUndefined(),
  );
});

it('fillScreenPath fills parameters and encodes them', () => {
  expect(fillScreenPath('income/link/:type', { type: 'A B' })).toBe('income/link/A%20B');
  expect(fillScreenPath('bank/confirm')).toBe('bank/confirm');
  expect(() => fillScreenPath('income/link/:type')).toThrow('needs the parameter :type');
});
