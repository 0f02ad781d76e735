import type { JsonDocument } from '../lib/json-document';
import { isPlainObject } from '../lib/schema-registry';
import { generatedHeader, type OutputFile } from './output-files';

export const FEATURE_FLAGS_FILE = 'flows/feature-flags.json';

/**
 * What the browser needs of flows/feature-flags.json: flags/keys.ts, the keys of the fixed flag
 * list (the app keeps these flags and drops any other), and flags/defaults.ts, each flag's default
 * and variables, which with the brand manifest's flags stand in when the flags call fails (only
 * then loaded: src/core/flags/flags-or-manifest.ts). The descriptions are for onboarding staff,
 * README and the sandbox, which read the file itself, so they stay out of the page's JavaScript.
 */
export function emitFlagKeys(flowFiles: readonly JsonDocument[]): OutputFile[] {
  const doc = flowFiles.find((f) => f.file === FEATURE_FLAGS_FILE);
  const flags = doc && isPlainObject(doc.value) && Array.isArray(doc.value.flags) ? doc.value.flags : [];
  const listed = flags.flatMap((flag) => (isPlainObject(flag) && typeof flag.key === 'string' ? [flag] : []));
  const keys = listed.map((flag) => flag.key as string);
  const defaults = Object.fromEntries(
    listed.map((flag) => [
      flag.key,
      { enabled: flag.default === true, variables: isPlainObject(flag.variables) ? flag.variables : {} },
    ]),
  );
  return [
    {
      path: 'flags/keys.ts',
      contents:
        `${generatedHeader(FEATURE_FLAGS_FILE)}\n\n` +
        `/** The fixed list of flag keys, in file order. */\n` +
        `export const FLAG_KEY_LIST: readonly string[] = ${JSON.stringify(keys)};\n`,
    },
    {
      path: 'flags/defaults.ts',
      contents:
        `${generatedHeader(FEATURE_FLAGS_FILE)}\n\n` +
        `/** Each flag's value when neither an override nor the brand manifest sets it, with its variables. */\n` +
        `export const FLAG_DEFAULTS: Readonly<Record<string, { enabled: boolean; variables: Record<string, unknown> }>> =\n` +
        `  ${JSON.stringify(defaults)};\n`,
    },
  ];
}
