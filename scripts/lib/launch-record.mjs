// Shared by scripts/launch.mjs (plain node, nothing loaded first) and scripts/lib/bundled-import.ts.
import path from 'node:path';

/** The launch record's file for a script, by its path relative to the repository. */
export function launchRecordFile(cacheDir, relativeScript) {
  return path.join(cacheDir, 'launch', `${relativeScript.split(/[\\/]/).join('__')}.json`);
}
