import { describe, expect, it } from 'vitest';
import { RULES } from './index';

const rule = RULES['aba-routing-number']!;
const check = (value: unknown) => rule.evaluate({ value, params: {} as never, data: {}, ctx: null as never });

describe('the aba-routing-number rule', () => {
  it.each([
    ['a Federal Reserve bank', '011000015', null],
    ['a large bank', '021000021', null],
    ['a thrift prefix 32', '321000019', null],
    ["the traveller's cheque prefix 80", '800000006', null],
    ['a wrong check digit', '021000022', { message: 'invalid' }],
    ['two swapped digits', '012000021', { message: 'invalid' }],
    ['8 digits', '02100002', { message: 'invalid' }],
    ['10 digits', '0210000210', { message: 'invalid' }],
    ['a letter', '02100002A', { message: 'invalid' }],
    ['all zeros, although its checksum holds', '000000000', { message: 'invalid' }],
    ['a valid checksum under an unassigned prefix 50', '501000017', { message: 'invalid' }],
    ['no value (the schema reports it)', undefined, null],
    ['a number, not text (the schema reports it)', 21000021, null],
  ])('%s (%s)', (_name, value, finding) => {
    expect(check(value)).toEqual(finding);
  });

  it('is in the registry with one message and no params', () => {
    expect(rule.messages).toEqual({ invalid: [] });
    expect(rule.params).toEqual({ type: 'object', additionalProperties: false });
  });
});
