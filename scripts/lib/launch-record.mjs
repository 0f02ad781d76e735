// What scripts/launch.mjs (plain node, nothing loaded first) shares with scripts/lib/bundled-import.ts
// and content-cache.ts: where the cache is, whether it is on, the launch record's file, and the
// global keys a bundle reads at run time.
import path from 'node:path';

/** Global key (a Symbol.for name) holding the repository's file URL, from which a bundled module's import.meta.url is rebuilt. */
export const ROOT_KEY = 'heloc.scripts.root';
/** Global key set while a bundle runs with no TypeScript loader registered. */
export const NO_LOADER_KEY = 'heloc.scripts.no-typescript-loader';

/** node_modules/.cache is where build tools keep such caches; HELOC_CACHE_DIR overrides it (tests). */
export function cacheDirOf(rootDir) {
  return process.env.HELOC_CACHE_DIR ?? path.join(rootDir, 'node_modules', '.cache', 'heloc-generate');
}

/** HELOC_CACHE=off computes everything, reading and writing nothing (for timing a cold run). */
export function cacheEnabled() {
  return process.env.HELOC_CACHE !== 'off';
}

/** The launch record's file for a script, by its path relative to the repository. */
export function launchRecordFile(cacheDir, relativeScript) {
  return path.join(cacheDir, 'launch', `${relativeScript.split(/[\\/]/).join('__')}.json`);
}
