import { FLAG_DEFAULTS } from '@/generated/flags/defaults';

/** The kept flags by key, as the features call answers them. */
export type Flags = Readonly<Record<string, { enabled: boolean; variables: Record<string, unknown> }>>;

type FlagDefaults = typeof FLAG_DEFAULTS;

/**
 * Every flag of the fixed list as the lender set it up: the brand manifest's `flags[key]`, else
 * the list's default (flows/feature-flags.json), with the list's variables. What the flag service
 * answers without an override, and so what the app goes on with when that service cannot be
 * reached: not every flag off, which would hide the redesigned registration, the chat and the
 * disaster-zip warning from every borrower of the lender.
 */
export function manifestFlags(
  brandFlags: Readonly<Record<string, boolean | undefined>> | undefined,
  defaults: FlagDefaults = FLAG_DEFAULTS,
): Flags {
  return Object.fromEntries(
    Object.entries(defaults).map(([key, flag]) => [
      key,
      { enabled: brandFlags?.[key] ?? flag.enabled, variables: flag.variables },
    ]),
  );
}
