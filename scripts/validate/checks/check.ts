import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURE_FLAGS_FILE } from '../../generate/emit-flag-keys';
import type { JsonDocument } from '../../lib/json-document';
import { isPlainObject } from '../../lib/schema-registry';
import type { Diagnostic } from '../diagnostic';
import { diagnosticAt } from '../locate';
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
  run(context: CheckContext): Diagnostic[] | Promise<Diagnostic[]>;
}

/** Says what is wrong at a pointer of one file; 'key' places it at the property's name rather than its value. */
export type Report = (pointer: string, message: string, where?: 'key' | 'value') => void;

/** A Report that adds to `out`, located in `doc`. */
export function reporter(doc: JsonDocument, out: Diagnostic[]): Report {
  return (pointer, message, where = 'value') => out.push(diagnosticAt(doc, pointer, message, where));
}

/** A check that looks at one brand at a time and reports in its manifest. */
export function eachBrand(check: (brand: LoadedBrand, report: Report, context: CheckContext) => void): ProjectCheck {
  return {
    run(context) {
      const out: Diagnostic[] = [];
      for (const brand of context.brands) check(brand, reporter(brand.doc, out), context);
      return out;
    },
  };
}

/** Reads a nested field without trusting the manifest's shape (it may not have passed its schema). */
export function field(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) current = isPlainObject(current) ? current[key] : undefined;
  return current;
}

export function stringField(value: unknown, ...keys: string[]): string | undefined {
  const found = field(value, ...keys);
  return typeof found === 'string' ? found : undefined;
}

/** Entries of a list field with their index, skipping non-strings. */
export function stringItems(value: unknown, ...keys: string[]): [number, string][] {
  const found = field(value, ...keys);
  if (!Array.isArray(found)) return [];
  return found.flatMap((item, index): [number, string][] => (typeof item === 'string' ? [[index, item]] : []));
}

/** `ACME (brands/ACME/manifest.json)`: names a brand the way staff look for it. */
export function brandLabel(brand: LoadedBrand): string {
  return `${stringField(brand.manifest, 'orgCode') ?? brand.folder} (${brand.file})`;
}

/** The keys flows/feature-flags.json lists; undefined when it holds no list. */
export function listedFlagKeys(flowFiles: readonly JsonDocument[]): string[] | undefined {
  const flags = field(flowFiles.find((f) => f.file === FEATURE_FLAGS_FILE)?.value, 'flags');
  if (!Array.isArray(flags)) return undefined;
  return flags.map((f) => field(f, 'key')).filter((k): k is string => typeof k === 'string');
}

/** A repo file's parsed JSON (a schema the checks compare against); undefined when it cannot be read. */
export function readJson(rootDir: string, file: string): unknown {
  try {
    return JSON.parse(readFileSync(path.join(rootDir, file), 'utf8'));
  } catch {
    return undefined;
  }
}
