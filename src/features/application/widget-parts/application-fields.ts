import type { HelocApplication } from '@/generated/types/heloc-application';

/** A linked account as the application answers it: never the full number, the mask holds the last digits. */
export interface LinkedAccount {
  routingNumber: string;
  mask: string | null;
  accountNumber?: string | null;
}

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
export interface InvitedSigner {
  uuid: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
}

/** The manual notary reservation, null before reserve-notary. */
export interface NotaryReservation {
  slotId: string;
  start: string;
  fee: number;
}

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
