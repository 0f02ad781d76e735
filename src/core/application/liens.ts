import type { HelocApplication } from '@/generated/types/heloc-application';

/** A lien on the property as the application lists it (application-contract.md section 4). */
export interface Lien {
  id: string;
  lenderName: string;
  monetaryBalance: number;
  monetaryCalculatedNextPaymentMinimumAmount: number;
  payOff: { status: string };
}

/** platform-services.md section 3: 'A payoff is marked when its status is MARKED_FOR_PAYOFF.' */
export const MARKED_FOR_PAYOFF = 'MARKED_FOR_PAYOFF';

/**
 * The application's liens. The workflow adds the field; until the generated application type
 * carries it, it is read through this one place and anything malformed is left out.
 */
export function liensOf(application: HelocApplication): Lien[] {
  const liens = (application as HelocApplication & { liens?: unknown }).liens;
  if (!Array.isArray(liens)) return [];
  return liens.filter(
    (l): l is Lien =>
      typeof l === 'object' && l !== null && typeof l.id === 'string' && typeof l.lenderName === 'string' &&
      typeof l.monetaryBalance === 'number' && typeof l.monetaryCalculatedNextPaymentMinimumAmount === 'number',
  );
}

export function isMarkedForPayoff(lien: Lien): boolean {
  return lien.payOff?.status === MARKED_FOR_PAYOFF;
}

/** The confirm-liens body once every lien has an answer; null while one is missing. */
export function confirmLiensBody(liens: readonly Lien[], answers: Readonly<Record<string, boolean | undefined>>): { liens: { id: string; payOff: boolean }[] } | null {
  const out = liens.map((lien) => ({ id: lien.id, payOff: answers[lien.id] }));
  if (out.some((l) => l.payOff === undefined)) return null;
  return { liens: out as { id: string; payOff: boolean }[] };
}
