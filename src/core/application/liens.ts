import type { HelocApplication } from '@/generated/types/heloc-application';

/** A lien on the property as the application lists it (schemas/api/heloc-application.schema.json). */
export type Lien = NonNullable<HelocApplication['liens']>[number];

/** platform-services.md section 3: 'A payoff is marked when its status is MARKED_FOR_PAYOFF.' */
export const MARKED_FOR_PAYOFF = 'MARKED_FOR_PAYOFF';

/** The application's liens (none before the workflow lists them). */
export function liensOf(application: HelocApplication): Lien[] {
  return application.liens ?? [];
}

export function isMarkedForPayoff(lien: Lien): boolean {
  return lien.payOff?.status === MARKED_FOR_PAYOFF;
}

/** The confirm-liens body once every lien has an answer; null while one is missing. */
export function confirmLiensBody(
  liens: readonly Lien[],
  answers: Readonly<Record<string, boolean | undefined>>,
): { liens: { id: string; payOff: boolean }[] } | null {
  const out = liens.map((lien) => ({ id: lien.id, payOff: answers[lien.id] }));
  if (out.some((l) => l.payOff === undefined)) return null;
  return { liens: out as { id: string; payOff: boolean }[] };
}
