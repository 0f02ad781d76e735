import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Flag } from '@/generated/types/feature-flags';
import type { SchemaRegistry } from './schema-registry';
import { describeFieldErrors, toFieldErrors } from './validation-errors';

export type FlagVariables = Readonly<Record<string, unknown>>;

/** One flag of flows/feature-flags.json (schemas/flows/feature-flags.schema.json). */
export type FlagDefinition = Flag;

export interface FlagList {
  /** In file order, which is the order the features and decision calls answer in. */
  flags: readonly FlagDefinition[];
  byKey: ReadonlyMap<string, FlagDefinition>;
}

/**
 * Reads flows/feature-flags.json under rootDir and fails loudly when it is wrong: a sandbox
 * that silently drops a flag would make every test that depends on it lie.
 */
export function loadFlagList(rootDir: string, schemas: SchemaRegistry): FlagList {
  const path = join(rootDir, 'flows', 'feature-flags.json');
  const data = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  const validate = schemas.get('flows', 'feature-flags');
  if (!validate(data)) {
    throw new Error(`${path}: ${describeFieldErrors(toFieldErrors(validate.errors ?? []), 'file')}`);
  }
  const flags = (data as { flags: FlagDefinition[] }).flags;
  const byKey = new Map<string, FlagDefinition>();
  for (const flag of flags) {
    if (byKey.has(flag.key)) throw new Error(`${path}: flag ${flag.key} is listed twice`);
    byKey.set(flag.key, flag);
  }
  return { flags, byKey };
}
