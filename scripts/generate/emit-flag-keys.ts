import type { JsonDocument } from '../lib/json-document';
import { isPlainObject } from '../lib/schema-registry';
import { generatedHeader, type OutputFile } from './output-files';

export const FEATURE_FLAGS_FILE = 'flows/feature-flags.json';

/**
 * flags/keys.ts: the keys of the fixed flag list, all the browser needs of flows/feature-flags.json
 * (the app keeps these flags and drops any other). The file's descriptions and defaults are for
 * onboarding staff, README and the sandbox, which read the file itself, so they stay out of the
 * page's JavaScript.
 */
export function emitFlagKeys(flowFiles: readonly JsonDocument[]): OutputFile[] {
  const doc = flowFiles.find((f) => f.file === FEATURE_FLAGS_FILE);
  const flags = doc && isPlainObject(doc.value) && Array.isArray(doc.value.flags) ? doc.value.flags : [];
  const keys = flags.flatMap((flag) => (isPlainObject(flag) && typeof flag.key === 'string' ? [flag.key] : []));
  return [
    {
      path: 'flags/keys.ts',
      contents:
        `${generatedHeader(FEATURE_FLAGS_FILE)}\n\n` +
        `/** The fixed list of flag keys, in file order. */\n` +
        `export const FLAG_KEY_LIST: readonly string[] = ${JSON.stringify(keys)};\n`,
    },
  ];
}
