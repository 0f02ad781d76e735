import { useEffect } from 'react';

/**
 * When the page's first step form is live: drawn, or adopted from prerendered markup, with its
 * fields' handlers in place. A form hydrates in a pass of its own (it waits in a Suspense
 * boundary), after the page around it, so the page's own effects come too early for anything
 * that must reach its fields through them (app/boot/replay-early-input.ts).
 */
let live = false;
const waiting: (() => void)[] = [];

/**
 * Runs `then` once a step form is live: at once if one already is, else in the effect that finds
 * it live (events dispatched there are batched with the commit's, so a change must wait for a
 * task of its own).
 */
export function whenFormLive(then: () => void): void {
  if (live) then();
  else waiting.push(then);
}

/** For the form engine's boundary: its effects run once the fields in it are live. */
export function useFormLive(): void {
  useEffect(() => {
    live = true;
    for (const then of waiting.splice(0)) then();
  }, []);
}
