import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonDocument } from '../lib/json-document';
import { parseJsonDocument } from '../lib/json-document';
import { toPointer, valueAt } from '../../src/core/json-pointer';
import { relativePosix } from '../lib/list-files';
import { createAjv } from '../lib/schema-registry';
import { type Diagnostic, formatDiagnostic } from '../validate/diagnostic';
import { createErrorContext } from '../validate/error-context';
import { describeErrors } from '../validate/error-messages';
import { diagnosticAt, syntaxDiagnostic } from '../validate/locate';
import { templateKeys } from '../../src/core/text/template';
import type {
  Action,
  HeadingReady,
  Page as PageEntry,
  ScreenshotPageSet as PageSet,
} from '../../src/generated/types/page-set';

// The page set's shape is written once, in schemas/screenshots/page-set.schema.json.
export type { Action, HeadingReady, PageEntry, PageSet };

/** With status: forced through PUT /__sandbox/applications/{uuid}, and held. */
export type ApplicationSetup = NonNullable<NonNullable<PageEntry['setup']>['application']>;

/** In a page's path, where the uuid of the application its setup makes goes. */
export const APPLICATION_PLACEHOLDER = '{application}';

/** Thrown with every problem of the file, one `file:line:column  pointer  message` line each. */
export class PageSetError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'PageSetError';
  }
}

/** The sandbox API schemas the page set borrows, so a setup is checked before any browser starts. */
const API_SCHEMAS = ['sandbox-flag-overrides', 'sandbox-fault', 'workflow-status', 'banner-list'];

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
  for (const name of API_SCHEMAS)
    ajv.addSchema(JSON.parse(readFileSync(join(rootDir, 'schemas', 'api', `${name}.schema.json`), 'utf8')));
  const schema = JSON.parse(
    readFileSync(join(rootDir, 'schemas', 'screenshots', 'page-set.schema.json'), 'utf8'),
  ) as Record<string, unknown> & { $id: string };
  const validate = ajv.compile(schema);
  if (!validate(doc.value)) {
    const context = createErrorContext(ajv, schema, schema.$id, doc.value);
    throw new PageSetError(
      describeErrors(validate.errors ?? [], context).map((e) => diagnosticAt(doc, e.pointer, e.message, e.at)),
    );
  }
  const pageSet = doc.value as PageSet;
  const problems: Diagnostic[] = [];
  const seen = new Set<string>();
  const flows = createFlowReader(rootDir);
  pageSet.pages.forEach((page, i) => {
    if (seen.has(page.key))
      problems.push(
        diagnosticAt(
          doc,
          `/pages/${i}/key`,
          `repeats the key "${page.key}": keys name the files, so each must be unique`,
        ),
      );
    seen.add(page.key);
    const references = [
      ['ready/headingFromFlow', page.ready],
      ['interact/ready/headingFromFlow', page.interact?.ready],
    ].flatMap(([at, ready]) =>
      ready && typeof ready === 'object' && 'headingFromFlow' in ready ? [[at, ready.headingFromFlow] as const] : [],
    );
    if (page.loadingGone) references.push(['loadingGone/textFromFlow', page.loadingGone.textFromFlow]);
    const lookups = [
      ...references.map(([at, reference]) => [at, () => flowText(reference, flows)] as const),
      ...(page.mask ?? []).map(
        ({ textFromFlow }, m) => [`mask/${m}/textFromFlow`, () => maskPattern(textFromFlow, flows)] as const,
      ),
    ];
    for (const [at, lookUp] of lookups) {
      try {
        lookUp();
      } catch (error) {
        problems.push(diagnosticAt(doc, `/pages/${i}/${at}`, (error as Error).message));
      }
    }
    // The dashboard signs in with an application it does not name; a path that names one needs it made.
    if (page.path.includes(APPLICATION_PLACEHOLDER) && !page.setup?.application) {
      problems.push(
        diagnosticAt(
          doc,
          `/pages/${i}/path`,
          `names ${APPLICATION_PLACEHOLDER}, but the page has no setup.application to make one`,
        ),
      );
    }
    if (page.setup?.signedIn && page.setup.application) {
      problems.push(
        diagnosticAt(
          doc,
          `/pages/${i}/setup/signedIn`,
          'is implied by setup.application, which signs its borrower in: keep one of the two',
        ),
      );
    }
    for (const flag of Object.keys(page.setup?.flags ?? {})) {
      if (!knownFlags.includes(flag))
        problems.push(
          diagnosticAt(
            doc,
            `/pages/${i}/setup/flags/${flag}`,
            `names the flag "${flag}", which is not in flows/feature-flags.json`,
            'key',
          ),
        );
    }
  });
  if (problems.length > 0) throw new PageSetError(problems);
  return pageSet;
}

/** Reads flows/<file> of one project folder (the repo, or a scratch copy of another commit), each file once. */
export type FlowReader = (file: string) => unknown;

export function createFlowReader(rootDir: string): FlowReader {
  const cache = new Map<string, unknown>();
  return (file) => {
    if (!cache.has(file)) {
      const absPath = join(rootDir, 'flows', file);
      let text: string;
      try {
        text = readFileSync(absPath, 'utf8');
      } catch {
        throw new Error(`flows/${file} does not exist in ${rootDir}`);
      }
      cache.set(file, JSON.parse(text));
    }
    return cache.get(file);
  };
}

/** Where a page's words come from for one brand in one build: its manifest and that build's flows/. */
export interface ReadySource {
  manifest: object;
  orgCode: string;
  flows: FlowReader;
}

/** A ready condition with its words looked up for one brand: what the capture waits for. */
export type ReadyCheck = { heading: string } | { invalidField: true } | { alert: true };

/**
 * The heading that marks the page ready for this brand (or `ready`'s, say after interactions). A
 * dotted path must lead to text in the manifest, a flow reference to text in that flow file;
 * anything else is a mistake in the page set, reported with the page and the brand that shows it.
 */
export function readyHeading(page: PageEntry, source: ReadySource, ready: HeadingReady = page.ready): string {
  if ('heading' in ready) return ready.heading;
  if ('headingFromFlow' in ready) {
    try {
      return flowText(ready.headingFromFlow, source.flows);
    } catch (error) {
      throw new Error(`page "${page.key}": ${(error as Error).message}`);
    }
  }
  const path = ready.headingFromBrand;
  const value = valueAt(source.manifest, toPointer(path.split('.')));
  if (typeof value !== 'string' || value === '') {
    throw new Error(
      `page "${page.key}": headingFromBrand "${path}" is not text in brands/${source.orgCode}/manifest.json`,
    );
  }
  return value;
}

/** The condition that marks the page ready after its interactions, for this brand. */
export function interactReady(page: PageEntry, source: ReadySource): ReadyCheck | undefined {
  const ready = page.interact?.ready;
  if (!ready) return undefined;
  if ('invalidField' in ready || 'alert' in ready) return ready;
  return { heading: readyHeading(page, source, ready) };
}

/**
 * "registration/steps.json#/steps/0/title" -> the text there. Text with {placeholders} is refused:
 * the app fills them from context the capture does not have, so the words on screen would differ.
 */
export function flowText(reference: string, flows: FlowReader): string {
  const value = flowWords(reference, flows, 'headingFromFlow');
  if (templateKeys(value).length > 0)
    throw new Error(
      `headingFromFlow "${reference}" is a template ("${value}"): the app fills its placeholders, so name the heading itself`,
    );
  return value;
}

/**
 * "pages/login.json#/dashboard/applicationLink" ("Application #{loanNumber}: {street1}, ...") ->
 * a pattern for text that starts with those words, each {placeholder} standing for any text.
 */
export function maskPattern(reference: string, flows: FlowReader): RegExp {
  const source = flowWords(reference, flows, 'textFromFlow')
    .split(/\{[a-zA-Z][a-zA-Z0-9]*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${source}`);
}

function flowWords(reference: string, flows: FlowReader, kind: string): string {
  const [file = '', pointer = ''] = reference.split('#');
  let value: unknown;
  try {
    value = valueAt(flows(file), pointer);
  } catch (error) {
    throw new Error(`${kind} "${reference}": ${(error as Error).message}`);
  }
  if (typeof value !== 'string' || value === '') throw new Error(`${kind} "${reference}" is not text in flows/${file}`);
  return value;
}
