import { evaluateFlag } from './evaluate-flag';
import { brandFor } from './org';
import type { SandboxContext } from './sandbox-context';
import { readOverrides } from './stores/flag-overrides-store';

/**
 * Whether a flag of flows/feature-flags.json is on for a lender, as the flags call would answer
 * it (control-API override, else the manifest, else the list default). For the flags that stand
 * for a back-end behaviour: the sandbox honours them where the lender's back end would.
 */
export function flagOnFor(ctx: SandboxContext, orgCode: string, key: string): boolean {
  const flag = ctx.flagList.byKey.get(key);
  if (!flag) throw new Error(`No flag '${key}' in flows/feature-flags.json`);
  return evaluateFlag(flag, brandFor(ctx.brands, orgCode), readOverrides(ctx.db)).enabled;
}
