import { describe, expect, it } from 'vitest';
import { flowFormAnswers, flowFormErrors } from './flow-forms';

// flows/forms/bank-account.json, checked by the core as the bank-account widget does.
const valid = {
  holderName: 'Pat Lee',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  confirmAccountNumber: '000123456789',
  accountType: 'CHECKING',
};
const errorsOf = (values: object) =>
  Object.fromEntries(flowFormErrors('bank-account', values).map((e) => [e.pointer, e.message]));

describe('the bank account form', () => {
  it('accepts a complete account with a routing number that passes the ABA checksum', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it.each([
    ['/holderName', 'spaces only', 'Please enter the name on the account', { holderName: '  ' }],
    ['/routingNumber', 'empty', 'Please enter the routing number', { routingNumber: '' }],
    ['/routingNumber', 'letters', 'Please enter the routing number', { routingNumber: 'abc' }],
    ['/routingNumber', 'a bad checksum', 'Please enter a valid routing number', { routingNumber: '021000022' }],
    ['/routingNumber', '8 digits', 'Please enter a valid routing number', { routingNumber: '12345678' }],
    [
      '/accountNumber',
      'both empty',
      'Please enter the account number',
      { accountNumber: '', confirmAccountNumber: '' },
    ],
    [
      '/accountNumber',
      '3 digits',
      'Please enter a valid account number (4 to 17 digits)',
      { accountNumber: '123', confirmAccountNumber: '123' },
    ],
    [
      '/accountNumber',
      '18 digits',
      'Please enter a valid account number (4 to 17 digits)',
      { accountNumber: '1'.repeat(18), confirmAccountNumber: '1'.repeat(18) },
    ],
    ['/confirmAccountNumber', 'empty', 'Please enter the account number again', { confirmAccountNumber: '' }],
    [
      '/confirmAccountNumber',
      'another number',
      "Account numbers don't match",
      { confirmAccountNumber: '000123456780' },
    ],
    ['/confirmAccountNumber', 'letters', "Account numbers don't match", { confirmAccountNumber: 'abc' }],
    ['/accountType', 'unchosen', 'Please choose checking or savings', { accountType: '' }],
  ] as const)('%s: %s gives %s', (field, _name, message, change) => {
    expect(errorsOf({ ...valid, ...change })[field]).toBe(message);
  });

  it('ignores spaces and dashes a borrower pastes', () => {
    expect(errorsOf({ ...valid, routingNumber: '0210-0002 1', confirmAccountNumber: '0001 2345 6789' })).toEqual({});
  });

  it('sends digits only and a trimmed name', () => {
    expect(
      flowFormAnswers('bank-account', { ...valid, routingNumber: '021 000 021', holderName: ' Pat Lee ' }),
    ).toEqual({ ...valid, routingNumber: '021000021', holderName: 'Pat Lee' });
  });
});
