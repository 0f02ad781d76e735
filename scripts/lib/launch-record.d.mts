/** Global key (a Symbol.for name) holding the repository's file URL, from which a bundled module's import.meta.url is rebuilt. */
export const ROOT_KEY: string;
/** Global key set while a bundle runs with no TypeScript loader registered. */
export const NO_LOADER_KEY: string;
/** node_modules/.cache is where build tools keep such caches; HELOC_CACHE_DIR overrides it (tests). */
export function cacheDirOf(rootDir: string): string;
/** HELOC_CACHE=off computes everything, reading and writing nothing (for timing a cold run). */
export function cacheEnabled(): boolean;
/** The launch record's file for a script, by its path relative to the repository. */
export function launchRecordFile(cacheDir: string, relativeScript: string): string;
