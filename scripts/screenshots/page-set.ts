import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonDocument } from '../lib/json-document';
import { parseJsonDocument } from '../lib/json-document';
import { relativePosix } from '../lib/list-files';
import { createAjv } from '../lib/schema-registry';
import { type Diagnostic, formatDiagnostic } from '../validate/diagnostic';
import { createErrorContext } from '../validate/error-context';
import { describeErrors } from '../validate/error-messages';
import { diagnosticAt, syntaxDiagnostic } from '../validate/locate';

export type Clip = 'full' | 'footer' | 'viewport';

export interface SandboxFault {
  method: string;
  path: string;
  status?: number;
  delayMs?: number;
  times?: number;
}

export interface PageEntry {
  key: string;
  label: string;
  path: string;
  ready: { heading: string } | { headingFromBrand: string };
  clip: Clip;
  setup?: {
    flags?: Record<string, boolean>;
    fault?: { sandbox?: SandboxFault; abortRequests?: string };
    sessionStorage?: Record<string, string>;
  };
}

export interface PageSet {
  pages: PageEntry[];
}

/** Thrown with every problem of the file, one `file:line:column  pointer  message` line each. */
export class PageSetError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'PageSetError';
  }
}

/** The sandbox API schemas the page set borrows, so a setup is checked before any browser starts. */
const API_SCHEMAS = ['sandbox-flag-overrides', 'sandbox-fault'];

export function pageSetPath(rootDir: string): string {
  return join(rootDir, 'scripts', 'screenshots', 'page-set.json');
}

/** Reads and checks the page set; `knownFlags` are the keys of flows/feature-flags.json. */
export function loadPageSet(rootDir: string, absPath: string, knownFlags: readonly string[]): PageSet {
  const doc = parseJsonDocument(relativePosix(rootDir, absPath), absPath, readFileSync(absPath, 'utf8'));
  return checkPageSet(doc, rootDir, knownFlags);
}

export function checkPageSet(doc: JsonDocument, rootDir: string, knownFlags: readonly string[]): PageSet {
  const syntax = syntaxDiagnostic(doc);
  if (syntax) throw new PageSetError([syntax]);
  const ajv = createAjv();
  for (const name of API_SCHEMAS) ajv.addSchema(JSON.parse(readFileSync(join(rootDir, 'schemas', 'api', `${name}.schema.json`), 'utf8')));
  const schema = JSON.parse(readFileSync(join(import.meta.dirname, 'page-set.schema.json'), 'utf8')) as Record<string, unknown> & { $id: string };
  const validate = ajv.compile(schema);
  if (!validate(doc.value)) {
    const context = createErrorContext(ajv, schema, schema.$id, doc.value);
    throw new PageSetError(describeErrors(validate.errors ?? [], context).map((e) => diagnosticAt(doc, e.pointer, e.message, e.at)));
  }
  const pageSet = doc.value as PageSet;
  const problems: Diagnostic[] = [];
  const seen = new Set<string>();
  pageSet.pages.forEach((page, i) => {
    if (seen.has(page.key)) problems.push(diagnosticAt(doc, `/pages/${i}/key`, `repeats the key "${page.key}": keys name the files, so each must be unique`));
    seen.add(page.key);
    for (const flag of Object.keys(page.setup?.flags ?? {})) {
      if (!knownFlags.includes(flag)) problems.push(diagnosticAt(doc, `/pages/${i}/setup/flags/${flag}`, `names the flag "${flag}", which is not in flows/feature-flags.json`, 'key'));
    }
  });
  if (problems.length > 0) throw new PageSetError(problems);
  return pageSet;
}

/**
 * The heading that marks the page ready for this brand. A dotted path must lead to text in the
 * manifest; anything else is a mistake in the page set, reported with the brand that shows it.
 */
export function readyHeading(page: PageEntry, manifest: object, orgCode: string): string {
  if ('heading' in page.ready) return page.ready.heading;
  const path = page.ready.headingFromBrand;
  let value: unknown = manifest;
  for (const segment of path.split('.')) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
  }
  if (typeof value !== 'string' || value === '') {
    throw new Error(`page "${page.key}": headingFromBrand "${path}" is not text in brands/${orgCode}/manifest.json`);
  }
  return value;
}
