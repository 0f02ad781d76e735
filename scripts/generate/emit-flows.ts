import type { JsonDocument } from '../lib/json-document';
import type { OutputFile } from './output-files';

const OUT = 'flows';

/**
 * flows/ as the app reads it (`@flows/...` resolves to src/generated/flows/): every flow file with
 * its `$ref`s inlined (loadProject did that, scripts/lib/flow-refs.ts).
 */
export function emitFlows(flowFiles: readonly JsonDocument[]): OutputFile[] {
  return flowFiles.map((doc) => ({ path: `${OUT}/${doc.file.slice('flows/'.length)}`, contents: `${JSON.stringify(doc.value)}\n` }));
}
