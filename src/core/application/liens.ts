import { drawBounds } from '@/core/offer/draw';
import type { PayoffDrawInput } from '@/core/offer/payoff-draw';
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

/**
 * What the payoff preferences are computed from: the chosen offer's draw and largest draw, and
 * the balances of the liens answered "pay off". Null while no offer is chosen or no lien is to
 * be paid off (the preferences change nothing then).
 */
export function payoffDrawInput(
  application: HelocApplication,
  liens: readonly Lien[],
  answers: Readonly<Record<string, boolean | undefined>>,
): PayoffDrawInput | null {
  const chosen = application.selectedOffer;
  const offer = chosen && application.offers?.offers.find((o) => o.id === chosen.offerId);
  const payoffs = liens.filter((l) => answers[l.id] === true).map((l) => l.monetaryBalance);
  if (!chosen || !offer || payoffs.length === 0) return null;
  return { chosenDraw: chosen.drawAmount, maxDraw: drawBounds(offer).max, payoffs };
}
