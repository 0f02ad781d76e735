import type { SandboxBrand } from './brands';
import type { FlagDefinition, FlagVariables } from './flag-list';

export interface EvaluatedFlag {
  key: string;
  enabled: boolean;
  variables: FlagVariables;
}

/** Precedence: control-API override (global), else the brand manifest, else the list default. */
export function evaluateFlag(
  flag: FlagDefinition,
  brand: SandboxBrand,
  overrides: Readonly<Record<string, boolean>>,
): EvaluatedFlag {
  const enabled = overrides[flag.key] ?? brand.flags[flag.key] ?? flag.default;
  return { key: flag.key, enabled, variables: flag.variables ?? {} };
}
