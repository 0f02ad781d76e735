import { isValidRoutingNumber } from './routing-number';

/** A bank account as the borrower types it on bank/disburse, bank/manual-disburse and bank/autopay. */
export interface BankAccountValues {
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
  accountType: '' | 'CHECKING' | 'SAVINGS';
  holderName: string;
}

export type BankAccountField = keyof BankAccountValues;
export const BANK_ACCOUNT_FIELDS: readonly BankAccountField[] = ['holderName', 'routingNumber', 'accountNumber', 'confirmAccountNumber', 'accountType'];

/** Message keys; the words come from the screen's copy. */
export type BankAccountMessageKey =
  | 'holderNameRequired'
  | 'routingNumberRequired'
  | 'routingNumberInvalid'
  | 'accountNumberRequired'
  | 'accountNumberInvalid'
  | 'confirmAccountNumberRequired'
  | 'confirmAccountNumberMismatch'
  | 'accountTypeRequired';

export type BankAccountErrors = Partial<Record<BankAccountField, BankAccountMessageKey>>;

export const EMPTY_BANK_ACCOUNT: BankAccountValues = { routingNumber: '', accountNumber: '', confirmAccountNumber: '', accountType: '', holderName: '' };

/** Digits only: borrowers paste numbers with spaces or dashes from their cheques. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

// US account numbers run from 4 to 17 digits.
const ACCOUNT_NUMBER = /^\d{4,17}$/;

/** Errors before the account is sent; the routing number must pass the ABA checksum. */
export function validateBankAccount(values: BankAccountValues): BankAccountErrors {
  const errors: BankAccountErrors = {};
  const routing = digitsOnly(values.routingNumber);
  const account = digitsOnly(values.accountNumber);
  if (!values.holderName.trim()) errors.holderName = 'holderNameRequired';
  if (!routing) errors.routingNumber = 'routingNumberRequired';
  else if (!isValidRoutingNumber(routing)) errors.routingNumber = 'routingNumberInvalid';
  if (!account) errors.accountNumber = 'accountNumberRequired';
  else if (!ACCOUNT_NUMBER.test(account)) errors.accountNumber = 'accountNumberInvalid';
  if (!values.confirmAccountNumber) errors.confirmAccountNumber = 'confirmAccountNumberRequired';
  else if (digitsOnly(values.confirmAccountNumber) !== account) errors.confirmAccountNumber = 'confirmAccountNumberMismatch';
  if (!values.accountType) errors.accountType = 'accountTypeRequired';
  return errors;
}

/** The body of set-disbursement-account and of set-autopay-account with a new account. */
export function bankAccountBody(values: BankAccountValues) {
  return {
    routingNumber: digitsOnly(values.routingNumber),
    accountNumber: digitsOnly(values.accountNumber),
    accountType: values.accountType,
    holderName: values.holderName.trim(),
  };
}
