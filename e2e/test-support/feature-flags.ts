/**
 * Feature flags as the sandbox serves them without an override (flows/feature-flags.json with
 * each brand's defaults), and a way to change them for one page only.
 */
import type { Page } from '@playwright/test';
import type { FlagState } from '../../src/core/registration';
import { brand } from './brands';
import { readJson } from './read-json';

interface FlagDefinition {
  key: string;
  default: boolean;
  variables?: Record<string, unknown>;
}

const featureFlags = readJson<{ flags: FlagDefinition[] }>('flows/feature-flags.json');

/** Every flag of a brand with no sandbox override: the brand's value, else the list default. */
export function flagsFor(orgCode: string): Record<string, FlagState> {
  const brandFlags = (brand(orgCode).flags ?? {}) as Record<string, boolean>;
  return Object.fromEntries(
    featureFlags.flags.map((f) => [
      f.key,
      { enabled: brandFlags[f.key] ?? f.default, ...(f.variables ? { variables: f.variables } : {}) },
    ]),
  );
}

/** A flag of flows/feature-flags.json. */
export function featureFlag(key: string): FlagDefinition {
  const found = featureFlags.flags.find((f) => f.key === key);
  if (!found) throw new Error(`No feature flag ${key}`);
  return found;
}

/** Whether a feature flag is on for a brand with no sandbox override. */
export function flagOn(orgCode: string, key: string): boolean {
  return flagsFor(orgCode)[key]?.enabled ?? false;
}

/**
 * Answers this page's feature-flag calls with some flags changed: the whole list as the app starts
 * (`/api/v1/features`) and a flag asked by key (`/api/v1/feature`). Only this page sees it: no
 * sandbox state changes, so such specs need not run in e2e/stateful/.
 */
export async function overrideFlags(page: Page, flags: Record<string, boolean>): Promise<void> {
  await page.route('**/service-optimize/*/api/v1/features', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { features: { key: string; enabled: boolean }[] };
    for (const feature of body.features) if (feature.key in flags) feature.enabled = flags[feature.key]!;
    await route.fulfill({ response, json: body });
  });
  await page.route('**/service-optimize/*/api/v1/feature', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { featureKey: string; enabled: boolean };
    if (body.featureKey in flags) body.enabled = flags[body.featureKey]!;
    await route.fulfill({ response, json: body });
  });
}
