import type { JsonDocument } from '../lib/json-document';
import { isPlainObject } from '../lib/schema-registry';
import { generatedHeader, type OutputFile } from './output-files';
import { registrationModule, type NamedSchema } from './registration-validators';

const OUT = 'application';
/** Flow files holding the screens under /account/heloc/{uuid}/, one per area. */
export const APPLICATION_SCREENS_DIR = 'flows/application/screens/';

export function isApplicationScreensFile(file: string): boolean {
  return file.startsWith(APPLICATION_SCREENS_DIR) && file.endsWith('.json');
}

export const applicationFormSchemaId = (screenPath: string) =>
  `https://application.heloc.invalid/forms/${encodeURIComponent(screenPath)}`;

interface FormScreen extends NamedSchema {
  path: string;
}

/** The area files of a project, in file order. */
export function applicationScreenFiles(flowFiles: readonly JsonDocument[]): JsonDocument[] {
  return flowFiles.filter((f) => isApplicationScreensFile(f.file)).sort((a, b) => (a.file < b.file ? -1 : 1));
}

/** The screens of the area files, in file order: their keys, which nothing lists again. */
export function screenPaths(docs: readonly JsonDocument[]): string[] {
  return docs.flatMap((doc) =>
    isPlainObject(doc.value) && isPlainObject(doc.value.screens) ? Object.keys(doc.value.screens) : [],
  );
}

/** Every kind "form" screen's schema as forms.js exports it; the application screens check compiles the same set. */
export function applicationFormSchemas(docs: readonly JsonDocument[]): FormScreen[] {
  const forms: FormScreen[] = [];
  for (const doc of docs) {
    const screens = isPlainObject(doc.value) && isPlainObject(doc.value.screens) ? doc.value.screens : {};
    for (const [path, screen] of Object.entries(screens)) {
      if (!isPlainObject(screen) || screen.kind !== 'form' || !isPlainObject(screen.form)) continue;
      forms.push({
        path,
        exportName: `form${forms.length}`,
        id: applicationFormSchemaId(path),
        schema: screen.form.schema,
      });
    }
  }
  return forms;
}

/**
 * application/forms.js: one precompiled validator per kind "form" screen (the same ajv as the
 * registration steps, so errorMessage words work), and application/index.ts with the area files,
 * the screen paths derived from them and the validators by screen path. Nothing when there are no screen files.
 */
export async function emitApplicationScreens(flowFiles: readonly JsonDocument[]): Promise<OutputFile[]> {
  const docs = applicationScreenFiles(flowFiles);
  if (docs.length === 0) return [];
  const forms = applicationFormSchemas(docs);
  const header = generatedHeader(APPLICATION_SCREENS_DIR);
  const formsJs = await registrationModule(forms, `${OUT}/forms`);
  const declarations = forms
    .map((f) => `/** ${f.path} */\nexport declare const ${f.exportName}: CompiledValidator;`)
    .join('\n');
  return [
    { path: `${OUT}/forms.js`, contents: `${header}\n${formsJs}` },
    {
      path: `${OUT}/forms.d.ts`,
      contents: `${header}\nimport type { ErrorObject } from 'ajv';\n\ntype CompiledValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };\n\n${declarations}\n`,
    },
    { path: `${OUT}/index.ts`, contents: indexModule(header, docs, forms) },
  ];
}

function indexModule(header: string, docs: readonly JsonDocument[], forms: readonly FormScreen[]): string {
  const imports = docs.map((d, i) => `import area${i} from '@flows/${d.file.slice('flows/'.length)}';`).join('\n');
  const areas = docs.map((_d, i) => `area${i}`).join(', ');
  const validators = forms.map((f) => `  ${JSON.stringify(f.path)}: forms.${f.exportName},`).join('\n');
  const paths = screenPaths(docs)
    .map((p) => `  ${JSON.stringify(p)},`)
    .join('\n');
  return `${header}
import type { ErrorObject } from 'ajv';
import type { ApplicationScreens } from '../types/application-screens';
import * as forms from './forms';
${imports}

/** A precompiled ajv validator: true when the data matches; otherwise \`errors\` holds ajv-errors messages. */
export type CompiledValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** Every area file of ${APPLICATION_SCREENS_DIR} (npm run validate checked them against their schema). */
export const SCREEN_AREAS: readonly ApplicationScreens[] = [${areas}] as unknown as ApplicationScreens[];

/** Every screen under /account/heloc/{uuid}/, in file order: the keys of the area files (:name marks a path parameter). */
export const SCREEN_PATHS: readonly string[] = [
${paths}
];

/** Screen path -> validator of its form (kind "form" screens only). */
export const FORM_VALIDATORS: Readonly<Record<string, CompiledValidator>> = {
${validators}
};
`;
}
