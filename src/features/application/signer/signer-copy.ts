import pages from '@flows/pages/login.json';

/** The signer's sign-in, account setup and resume words (flows/pages/login.json, `signer`). */
export const signerCopy = pages.signer;
