import { formEngine } from '../../src/core/form/light-subset';
import type { JsonDocument } from '../lib/json-document';
import { isPlainObject } from '../lib/schema-registry';
import type { OutputFile } from './output-files';

const OUT = 'flows';

/**
 * flows/ as the app reads it (`@flows/...` resolves to src/generated/flows/): every flow file with
 * its `$ref`s inlined (loadProject did that, scripts/lib/flow-refs.ts) and, beside each form (an
 * object with a `schema` and a `uiSchema`), the `engine` that draws it (src/core/form/light-subset.ts).
 */
export function emitFlows(flowFiles: readonly JsonDocument[]): OutputFile[] {
  return flowFiles.map((doc) => ({
    path: `${OUT}/${doc.file.slice('flows/'.length)}`,
    contents: `${JSON.stringify(withEngines(doc.value))}\n`,
  }));
}

/** A copy of a flow file's value with `engine` set on every form in it. */
export function withEngines(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withEngines);
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) copy[key] = withEngines(child);
  if (isPlainObject(value.schema) && isPlainObject(value.uiSchema))
    copy.engine = formEngine(value.schema, value.uiSchema);
  return copy;
}
