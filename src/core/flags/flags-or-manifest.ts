import { retry, type RetryOptions } from '@/core/http/retry';
import type { Flags } from './manifest-flags';

/**
 * Tries for the flags call. The HELOC pages wait for the flags, so fewer than the retry
 * helper's 5: after 1 s and 2 s more, the lender's own set-up is a better answer than a longer wait.
 */
export const FLAGS_CALL_TRIES = 3;

/**
 * The flags call, retried while its failure may pass (network, 5xx); when it still fails, the
 * flags as the brand manifest sets them (manifestFlags), never none. The defaults it needs then
 * load only then: every page waits for the flags, and nearly every call answers.
 */
export async function flagsOrManifest(
  call: () => Promise<Flags>,
  brandFlags: Readonly<Record<string, boolean | undefined>> | undefined,
  options: RetryOptions = {},
): Promise<Flags> {
  try {
    return await retry(call, { tries: FLAGS_CALL_TRIES, ...options });
  } catch {
    const { manifestFlags } = await import('./manifest-flags');
    return manifestFlags(brandFlags);
  }
}
