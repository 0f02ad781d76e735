import type { BankAccount, HelocApplication } from '@/generated/types/heloc-application';

/** A linked account as the application answers it: never the full number, the mask holds the last digits. */
export type LinkedAccount = BankAccount;

/**
 * Fields the application workflow adds (src/sandbox/README.md, "Application fields the workflow adds"). Read through this one
 * place so the widgets keep compiling while the generated type catches up.
 */
interface WorkflowFields {
  autopayAccount?: LinkedAccount | null;
  notary?: NotaryReservation | null;
  signers?: InvitedSigner[];
}

/** An additional signer invited with add-signer, and the step they are at. */
export type InvitedSigner = NonNullable<HelocApplication['signers']>[number];

/** The manual notary reservation, null before reserve-notary. */
export type NotaryReservation = NonNullable<HelocApplication['notary']>;

export function disburseAccountOf(application: HelocApplication): LinkedAccount | null {
  return application.disburseAccount ?? null;
}

export function autopayAccountOf(application: HelocApplication): LinkedAccount | null {
  return (application as HelocApplication & WorkflowFields).autopayAccount ?? null;
}

export function notaryReservationOf(application: HelocApplication): NotaryReservation | null {
  return (application as HelocApplication & WorkflowFields).notary ?? null;
}

export function signersOf(application: HelocApplication): InvitedSigner[] {
  return (application as HelocApplication & WorkflowFields).signers ?? [];
}
