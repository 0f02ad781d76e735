import { evaluateFlag } from './evaluate-flag';
import { brandFor } from './org';
import type { SandboxContext } from './sandbox-context';
import { readOverrides } from './stores/flag-overrides-store';

/** Whether a flag of flows/feature-flags.json is on for one lender. */
export type FlagOn = (key: string) => boolean;

/**
 * A lender's flags as the flags call would answer them (control-API override, else the manifest,
 * else the list default), for the flags that stand for a back-end behaviour: the sandbox honours
 * them where the lender's back end would. The overrides are read once, at the first question.
 */
export function lenderFlags(ctx: SandboxContext, orgCode: string): FlagOn {
  let overrides: Record<string, boolean> | undefined;
  return (key) => {
    const flag = ctx.flagList.byKey.get(key);
    if (!flag) throw new Error(`No flag '${key}' in flows/feature-flags.json`);
    overrides ??= readOverrides(ctx.db);
    return evaluateFlag(flag, brandFor(ctx.brands, orgCode), overrides).enabled;
  };
}
