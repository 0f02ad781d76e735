import { useSyncExternalStore } from 'react';
import type { KeptAttempt } from '@/core/http/idempotency';
import type { LandingHandover } from '@/core/prefill/landing-handover';

/** What the landing URL said about where the borrower came from; kept for the submit. */
export interface JourneyOrigin {
  referrerId: string | null;
  licensedStates: string[] | null;
  referralId: string | null;
  offerCode: string | null;
  /** utm parameters and click ids of the landing URL. */
  handover?: LandingHandover;
  /** The affiliate hand-over of ?affiliateId=&token= (its prepop's affiliate list and experiment arm). */
  affiliate?: { affiliateId: string; affiliates: string[]; abVersion: string | null } | null;
  /** The visitor id experiments bucket this browser under (the create request's optimizelyProfileRequest). */
  visitorId?: string;
  /** The idempotency key of the application create and the request it was made for (core attemptFor): a reload of the submit step sends the same key. */
  submitAttempt?: KeptAttempt;
}

export const JOURNEY_ORIGIN_KEY = 'heloc-registration-origin';

/**
 * The origin in this tab's session storage, held in memory as a store React subscribes to. The
 * shell reads it on every page (whose card shows), so it is a plain store, not a jotai atom: an
 * application page then loads no state library. Like jotai's atomWithStorage it reads storage when
 * first asked and again when its first reader arrives (a page after sign-out sees it gone), and
 * the same stored text keeps the same object.
 */
let keptText: string | null | undefined;
let kept: JourneyOrigin | null = null;
const listeners = new Set<() => void>();

function readStored(): void {
  const text = window.sessionStorage.getItem(JOURNEY_ORIGIN_KEY);
  if (text === keptText) return;
  keptText = text;
  try {
    kept = JSON.parse(text ?? 'null') as JourneyOrigin | null;
  } catch {
    kept = null;
  }
}

function snapshot(): JourneyOrigin | null {
  if (keptText === undefined) readStored();
  return kept;
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) readStored();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export type OriginUpdate = JourneyOrigin | null | ((kept: JourneyOrigin | null) => JourneyOrigin | null);

/** Keeps the origin (a value, or a function of the kept one) in memory and in session storage. */
export function setJourneyOrigin(update: OriginUpdate): void {
  kept = typeof update === 'function' ? update(snapshot()) : update;
  keptText = JSON.stringify(kept);
  window.sessionStorage.setItem(JOURNEY_ORIGIN_KEY, keptText);
  for (const listener of listeners) listener();
}

/**
 * The kept origin; the component draws again when it changes. Hydrating the prerendered step
 * reads it too (the prerender's storage is empty), as the atom was read.
 */
export function useJourneyOrigin(): JourneyOrigin | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
