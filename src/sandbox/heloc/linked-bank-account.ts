import type { BankAccountRecord } from './application-record';

/**
 * The account the sandbox's simulated bank gives for a bank link (purpose BANK) it authorized:
 * its page names the bank and the last four digits, and set-disbursement-account or
 * set-autopay-account with that link's oauthStateId stores this account.
 */
export const LINKED_ACCOUNT: BankAccountRecord & { institution: string; mask: string } = {
  institution: 'Sandbox Bank',
  routingNumber: '021000021',
  mask: '4321',
  accountNumber: null,
  accountType: 'CHECKING',
};
