import path from 'node:path';
import { formEngine } from '../../src/core/form/light-subset';
import type { JsonDocument } from '../lib/json-document';
import { compileRjsfValidatorModules, rjsfValidatorsId } from '../lib/rjsf-validators';
import { isPlainObject, type SchemaFile } from '../lib/schema-registry';
import { refResolver, withoutAuthorNotes } from './author-notes';
import { generatedHeader, type OutputFile } from './output-files';

const OUT = 'flows';
const RJSF_OUT = 'rjsf-validators';

/**
 * flows/ as the app reads it (`@flows/...` resolves to src/generated/flows/): every flow file with
 * its `$ref`s inlined (loadProject did that, scripts/lib/flow-refs.ts) and, beside each form (an
 * object with a `schema` and a `uiSchema`), the `engine` that draws it (src/core/form/light-subset.ts).
 * A form RJSF draws also names its precompiled validators (`rjsfValidators`), written to
 * rjsf-validators/<id>.js and loaded by rjsf-validators/index.ts only when the form is drawn.
 * The authors' notes the file's schema marks writeOnly are left out (./author-notes.ts).
 */
export async function emitFlows(
  flowFiles: readonly JsonDocument[],
  schemas: readonly SchemaFile[] = [],
): Promise<OutputFile[]> {
  const rjsfSchemas = new Map<string, object>();
  const notes = authorNotesRemover(schemas);
  const files = flowFiles.flatMap((doc) => {
    const value = withEngines(withoutSchemaLink(notes(doc)), rjsfSchemas);
    const file = doc.file.slice('flows/'.length);
    const split = file === STATUS_ROUTES ? withLabelsApart(value) : { value, labels: null };
    return [
      { path: `${OUT}/${file}`, contents: `${JSON.stringify(split.value)}\n` },
      ...(split.labels ? [{ path: `${OUT}/${STATUS_LABELS}`, contents: `${JSON.stringify(split.labels)}\n` }] : []),
    ];
  });
  return [...files, ...(await emitRjsfValidators(rjsfSchemas))];
}

const STATUS_ROUTES = 'status-routes.json';
/** The status-routes rows' words, row by row: src/core/status/status-label.ts. */
const STATUS_LABELS = 'status-labels.json';

/**
 * The status-to-screen table without its words, and the words apart (`rows` in row order, then
 * `unrecognised`): every application screen routes by the table, and only the dashboard's card
 * says a status in words, so the screens do not load them.
 */
export function withLabelsApart(value: unknown): { value: unknown; labels: { rows: string[]; unrecognised: string } } {
  if (!isPlainObject(value) || !Array.isArray(value.rows) || !isPlainObject(value.unrecognised))
    throw new Error(`flows/${STATUS_ROUTES} has no rows or unrecognised route`);
  const apart = (row: unknown) => {
    const { label, ...rest } = row as { label: string };
    return { label, rest };
  };
  const rows = value.rows.map(apart);
  const unrecognised = apart(value.unrecognised);
  return {
    value: { ...value, rows: rows.map((r) => r.rest), unrecognised: unrecognised.rest },
    labels: { rows: rows.map((r) => r.label), unrecognised: unrecognised.label },
  };
}

/** The flow file's value without the notes its schema (named by its `$schema` link) marks writeOnly. */
function authorNotesRemover(schemas: readonly SchemaFile[]): (doc: JsonDocument) => unknown {
  const byId = new Map(schemas.flatMap((s) => (s.schema ? [[s.id, s.schema] as const] : [])));
  const byPath = new Map(schemas.map((s) => [path.resolve(s.absPath), s]));
  const resolve = refResolver(byId);
  return (doc) => {
    const link = isPlainObject(doc.value) ? doc.value.$schema : undefined;
    const schema = typeof link === 'string' ? byPath.get(path.resolve(path.dirname(doc.absPath), link)) : undefined;
    if (!schema?.schema) return doc.value;
    return withoutAuthorNotes(doc.value, { schema: schema.schema, baseId: schema.id }, resolve);
  };
}

/**
 * The file without its `$schema` link: it tells editors and npm run validate which schema the file
 * follows, and would only be dead bytes in the browser's bundle.
 */
export function withoutSchemaLink(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const { $schema: _link, ...rest } = value;
  return rest;
}

/**
 * A copy of a flow file's value with `engine` set on every form in it, and `rjsfValidators` on the
 * forms RJSF draws (their schemas are added to `rjsfSchemas` by id).
 */
export function withEngines(value: unknown, rjsfSchemas: Map<string, object> = new Map()): unknown {
  if (Array.isArray(value)) return value.map((item) => withEngines(item, rjsfSchemas));
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) copy[key] = withEngines(child, rjsfSchemas);
  if (isPlainObject(value.schema) && isPlainObject(value.uiSchema)) {
    copy.engine = formEngine(value.schema, value.uiSchema);
    if (copy.engine === 'rjsf') {
      const id = rjsfValidatorsId(value.schema);
      rjsfSchemas.set(id, value.schema);
      copy.rjsfValidators = id;
    }
  }
  return copy;
}

/** One module per RJSF form and the index that loads them on demand (an empty index when no form needs RJSF). */
export async function emitRjsfValidators(schemas: ReadonlyMap<string, object>): Promise<OutputFile[]> {
  const header = generatedHeader('the forms of flows/ that RJSF draws (scripts/lib/rjsf-validators.ts)');
  const modules = await compileRjsfValidatorModules(schemas);
  const ids = Object.keys(modules).sort();
  const declaration = `${header}\nimport type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';\n\ndeclare const validators: ValidatorFunctions;\nexport default validators;\n`;
  const loaders = ids.map((id) => `  '${id}': () => import('./${id}.js'),`).join('\n');
  return [
    ...ids.flatMap((id) => [
      { path: `${RJSF_OUT}/${id}.js`, contents: `${header}\n${modules[id]}` },
      { path: `${RJSF_OUT}/${id}.d.ts`, contents: declaration },
    ]),
    {
      path: `${RJSF_OUT}/index.ts`,
      contents: `${header}\nimport type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';\n\n/** Form validators id -> its module, imported only when RJSF draws that form. */\nexport const rjsfValidatorLoaders: Readonly<Record<string, () => Promise<{ default: ValidatorFunctions }>>> = {${loaders ? `\n${loaders}\n` : ''}};\n`,
    },
  ];
}
