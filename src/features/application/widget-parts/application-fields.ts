import type { HelocApplication } from '@/generated/types/heloc-application';

/** A linked account as the application answers it: never the full number, the mask holds the last digits. */
export interface LinkedAccount {
  routingNumber: string;
  mask: string | null;
  accountNumber?: string | null;
}

/**
 * Fields the application workflow adds (application-contract section 4). Read through this one
 * place so the widgets keep compiling while the generated type catches up.
 */
interface WorkflowFields {
  autopayAccount?: LinkedAccount | null;
  notary?: NotaryReservation | null;
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
