import type { JsonDocument } from '../../lib/json-document';
import { isPlainObject } from '../../lib/schema-registry';
import type { Diagnostic } from '../diagnostic';
import type { LoadedBrand } from '../load-project';

/** What every cross-file check gets: all brands, even those with schema errors, so one typo does not hide another problem. */
export interface CheckContext {
  rootDir: string;
  brands: readonly LoadedBrand[];
  flowFiles: readonly JsonDocument[];
  /** Files that matched their schema; checks that need a complete manifest (contrast) use only these. */
  validFiles: ReadonlySet<string>;
}

/** A rule that needs more than one file, or files other than JSON, to decide. */
export interface ProjectCheck {
  name: string;
  run(context: CheckContext): Diagnostic[] | Promise<Diagnostic[]>;
}

/** Reads a nested field without trusting the manifest's shape (it may not have passed its schema). */
export function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) current = isPlainObject(current) ? current[key] : undefined;
  return current;
}

export function stringField(value: unknown, ...path: string[]): string | undefined {
  const found = field(value, ...path);
  return typeof found === 'string' ? found : undefined;
}

/** Entries of a list field with their index, skipping non-strings. */
export function stringItems(value: unknown, ...path: string[]): [number, string][] {
  const found = field(value, ...path);
  if (!Array.isArray(found)) return [];
  return found.flatMap((item, index): [number, string][] => (typeof item === 'string' ? [[index, item]] : []));
}

/** `ACME (brands/ACME/manifest.json)`: names a brand the way staff look for it. */
export function brandLabel(brand: LoadedBrand): string {
  return `${stringField(brand.manifest, 'orgCode') ?? brand.folder} (${brand.file})`;
}
