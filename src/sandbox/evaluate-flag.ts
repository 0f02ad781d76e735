import type { FeatureFlag } from '@/generated/types/feature-flag';
import type { SandboxBrand } from './brands';
import type { FlagDefinition } from './flag-list';

/** Precedence: control-API override (global), else the brand manifest, else the list default. */
export function evaluateFlag(
  flag: FlagDefinition,
  brand: SandboxBrand,
  overrides: Readonly<Record<string, boolean>>,
): FeatureFlag {
  const enabled = overrides[flag.key] ?? brand.flags[flag.key] ?? flag.default;
  return { key: flag.key, enabled, variables: flag.variables ?? {} };
}
