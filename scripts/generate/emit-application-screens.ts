import type { JsonDocument } from '../lib/json-document';
import { isPlainObject } from '../lib/schema-registry';
import { EXPORTED_VALIDATOR_TYPE, generatedHeader, type OutputFile } from './output-files';
import { registrationModuleEach, type NamedSchema } from './registration-validators';

const OUT = 'application';
/** Flow files holding the screens under /account/heloc/{uuid}/, one per area. */
export const APPLICATION_SCREENS_DIR = 'flows/application/screens/';
/** The additional signer's screens, which the same screen page draws. */
const SIGNER_SCREENS_FILE = 'flows/signer/screens.json';

export function isApplicationScreensFile(file: string): boolean {
  return file.startsWith(APPLICATION_SCREENS_DIR) && file.endsWith('.json');
}

const applicationFormSchemaId = (screenPath: string) =>
  `https://application.heloc.invalid/forms/${encodeURIComponent(screenPath)}`;

interface FormScreen extends NamedSchema {
  path: string;
}

/** The area files of a project, in file order. */
export function applicationScreenFiles(flowFiles: readonly JsonDocument[]): JsonDocument[] {
  return flowFiles.filter((f) => isApplicationScreensFile(f.file)).sort((a, b) => (a.file < b.file ? -1 : 1));
}

/** Every screen of the area files, in file order, with the file that holds it. */
function screensOf(docs: readonly JsonDocument[]): { file: string; path: string; screen: unknown }[] {
  return docs.flatMap((doc) => {
    const screens = isPlainObject(doc.value) && isPlainObject(doc.value.screens) ? doc.value.screens : {};
    return Object.entries(screens).map(([path, screen]) => ({ file: doc.file, path, screen }));
  });
}

/** The screens of the area files, in file order: their keys, which nothing lists again. */
export function screenPaths(docs: readonly JsonDocument[]): string[] {
  return screensOf(docs).map((s) => s.path);
}

/** A screen path as a file name: bpo/estimate-value -> bpo-estimate-value, income/link/:type -> income-link-type. */
function moduleName(screenPath: string, taken: Set<string>): string {
  const base =
    screenPath
      .replace(/[^a-zA-Z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'screen';
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}-${n}`;
  taken.add(name);
  return name;
}

/** Every kind "form" screen's schema, each named by the module its validator is written to; the application screens check compiles the same set. */
export function applicationFormSchemas(docs: readonly JsonDocument[]): FormScreen[] {
  const taken = new Set<string>();
  return screensOf(docs).flatMap(({ path, screen }) =>
    isPlainObject(screen) && screen.kind === 'form' && isPlainObject(screen.form)
      ? [{ path, exportName: moduleName(path, taken), id: applicationFormSchemaId(path), schema: screen.form.schema }]
      : [],
  );
}

/** The area of an area file: flows/application/screens/review-app.json -> review-app. */
const areaName = (file: string) => file.slice(APPLICATION_SCREENS_DIR.length, -'.json'.length);

/**
 * application/forms/<screen>.js: one precompiled validator per kind "form" screen, alone in its
 * module (the same ajv as the registration steps, so errorMessage words work), and
 * application/index.ts: what the app needs at once (the screen paths, each screen's area and
 * stage), then a loader per area file and per form validator, so a page loads only the area it
 * shows and a form's validator when the form is checked. Nothing when there are no screen files.
 */
export async function emitApplicationScreens(flowFiles: readonly JsonDocument[]): Promise<OutputFile[]> {
  const docs = applicationScreenFiles(flowFiles);
  if (docs.length === 0) return [];
  const forms = applicationFormSchemas(docs);
  const header = generatedHeader(APPLICATION_SCREENS_DIR);
  const modules = await registrationModuleEach(forms);
  const signerPaths = screenPaths(flowFiles.filter((f) => f.file === SIGNER_SCREENS_FILE));
  return [
    ...forms.flatMap((f): OutputFile[] => [
      { path: `${OUT}/forms/${f.exportName}.js`, contents: `${header}\n${modules[f.exportName]!}` },
      {
        path: `${OUT}/forms/${f.exportName}.d.ts`,
        contents: `${header}\nimport type { CompiledValidator } from '../index';\n\n/** ${f.path} */\ndeclare const validate: CompiledValidator;\nexport default validate;\n`,
      },
    ]),
    { path: `${OUT}/index.ts`, contents: indexModule(header, docs, forms, signerPaths) },
  ];
}

/**
 * A screen path as a TypeScript type: a path parameter (`:type`) takes any text, so
 * `income/upload/:type` is `income/upload/${string}`.
 */
export function screenPathType(paths: readonly string[]): string {
  const literal = (path: string) =>
    path.includes(':') ? `\`${path.replace(/:[a-zA-Z]+/g, '${string}')}\`` : JSON.stringify(path);
  return [...new Set(paths)].map((path) => `  | ${literal(path)}`).join('\n');
}

/** Each screen's area and stage, in file order. */
function screenIndex(docs: readonly JsonDocument[]): Record<string, { area: string; stage?: unknown }> {
  const index: Record<string, { area: string; stage?: unknown }> = {};
  for (const { file, path, screen } of screensOf(docs)) {
    const stage = isPlainObject(screen) ? screen.stage : undefined;
    index[path] = { area: areaName(file), ...(stage === undefined ? {} : { stage }) };
  }
  return index;
}

function indexModule(
  header: string,
  docs: readonly JsonDocument[],
  forms: readonly FormScreen[],
  signerPaths: readonly string[],
): string {
  const areas = docs
    .map((d) => {
      const from = `@flows/${d.file.slice('flows/'.length)}`;
      return `  ${JSON.stringify(areaName(d.file))}: () => import('${from}').then((m) => m.default as unknown as ApplicationScreens),`;
    })
    .join('\n');
  const validators = forms
    .map((f) => `  ${JSON.stringify(f.path)}: () => import('./forms/${f.exportName}.js').then((m) => m.default),`)
    .join('\n');
  const index = Object.entries(screenIndex(docs))
    .map(([path, entry]) => `  ${JSON.stringify(path)}: ${JSON.stringify(entry)},`)
    .join('\n');
  return `${header}
import type { ErrorObject } from 'ajv';
import type { ApplicationScreen, ApplicationScreens } from '../types/application-screens';

${EXPORTED_VALIDATOR_TYPE}

/** Where a screen is defined (its area file, ${APPLICATION_SCREENS_DIR}<area>.json) and its progress stage. */
export interface ScreenIndexEntry {
  area: string;
  stage?: ApplicationScreen['stage'];
}

/** Every screen under /account/heloc/{uuid}/, in file order: the keys of the area files (:name marks a path parameter). */
export const SCREEN_INDEX: Readonly<Record<string, ScreenIndexEntry>> = {
${index}
} as Readonly<Record<string, ScreenIndexEntry>>;

/**
 * A screen a widget may go to (the borrower's and the additional signer's), so a misspelt
 * \`goTo('income/reveiw')\` fails typecheck; a path parameter takes any text.
 */
export type ScreenPath =
${screenPathType([...screenPaths(docs), ...signerPaths])};

/** A screen path, optionally with a query (the offer chosen, the draw). */
export type ScreenTarget = ScreenPath | \`\${ScreenPath}?\${string}\`;

/** Every screen path, in file order. */
export const SCREEN_PATHS: readonly string[] = Object.keys(SCREEN_INDEX);

/** Area -> its file of ${APPLICATION_SCREENS_DIR} (npm run validate checked them against their schema), loaded when a screen of it is opened. */
export const SCREEN_AREA_LOADERS: Readonly<Record<string, () => Promise<ApplicationScreens>>> = {
${areas}
};

/** Screen path -> the validator of its form (kind "form" screens only), loaded when the form is checked. */
export const FORM_VALIDATOR_LOADERS: Readonly<Record<string, () => Promise<CompiledValidator>>> = {
${validators}
};
`;
}
