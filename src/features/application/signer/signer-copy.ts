import pages from '@flows/pages/login.json';
import type { SessionPages } from '@/generated/types/login';

/** The signer's sign-in, account setup and resume words (flows/pages/login.json, `signer`; npm run validate checked it against the schema this type comes from). */
export const signerCopy = (pages as unknown as SessionPages).signer;
