import { describe, expect, it } from 'vitest';
import { bankAccountBody, validateBankAccount, type BankAccountValues } from './bank-account-form';

const valid: BankAccountValues = {
  holderName: 'Pat Lee',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  confirmAccountNumber: '000123456789',
  accountType: 'CHECKING',
};

describe('validateBankAccount', () => {
  it('accepts a complete account with a routing number that passes the ABA checksum', () => {
    expect(validateBankAccount(valid)).toEqual({});
  });

  it.each([
    ['holderName', { holderName: '  ' }, 'holderNameRequired'],
    ['routingNumber', { routingNumber: '' }, 'routingNumberRequired'],
    ['routingNumber', { routingNumber: '021000022' }, 'routingNumberInvalid'],
    ['routingNumber', { routingNumber: '12345678' }, 'routingNumberInvalid'],
    ['accountNumber', { accountNumber: '', confirmAccountNumber: '' }, 'accountNumberRequired'],
    ['accountNumber', { accountNumber: '123', confirmAccountNumber: '123' }, 'accountNumberInvalid'],
    ['accountNumber', { accountNumber: '1'.repeat(18), confirmAccountNumber: '1'.repeat(18) }, 'accountNumberInvalid'],
    ['confirmAccountNumber', { confirmAccountNumber: '' }, 'confirmAccountNumberRequired'],
    ['confirmAccountNumber', { confirmAccountNumber: '000123456780' }, 'confirmAccountNumberMismatch'],
    ['accountType', { accountType: '' }, 'accountTypeRequired'],
  ] as const)('%s: %j gives %s', (field, change, key) => {
    expect(validateBankAccount({ ...valid, ...change })[field]).toBe(key);
  });

  it('ignores spaces and dashes a borrower pastes', () => {
    expect(validateBankAccount({ ...valid, routingNumber: '0210-0002 1', confirmAccountNumber: '0001 2345 6789' })).toEqual({});
  });
});

describe('bankAccountBody', () => {
  it('sends digits only and a trimmed name, never the confirmation', () => {
    expect(bankAccountBody({ ...valid, routingNumber: '021 000 021', holderName: ' Pat Lee ' })).toEqual({
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountType: 'CHECKING',
      holderName: 'Pat Lee',
    });
  });
});
