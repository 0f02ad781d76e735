/**
 * `node scripts/launch.mjs scripts/validate.ts [args]`: runs a TypeScript script of this
 * repository, as `tsx scripts/validate.ts [args]` would, in less time. Plain node starts in
 * about 70 ms, where tsx's command takes about 500 ms (it starts a second node process with its
 * loader). When the cache holds a bundle of the script and every file it was built from is
 * byte-for-byte unchanged (the launch record that scripts/lib/bundled-import.ts writes beside
 * the bundle), node imports the bundle; else tsx's loader is registered in this process, the
 * script loads through it and a bundle is stored for the next run. Plain JavaScript, so that
 * node can run it with nothing loaded first.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cacheDirOf, cacheEnabled, launchRecordFile, NO_LOADER_KEY, ROOT_KEY } from './lib/launch-record.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where bundled modules find the repository at run time (see scripts/lib/bundled-import.ts). */
const ROOT_SYMBOL = Symbol.for(ROOT_KEY);
/** Tells bundled-import.ts that no TypeScript loader is registered (it registers tsx's before importing a .ts file). */
const NO_LOADER_SYMBOL = Symbol.for(NO_LOADER_KEY);

/** The stored bundle of a script, when its record is for this node and every input is unchanged; else undefined. */
function upToDateBundle(relativeScript) {
  if (!cacheEnabled()) return undefined;
  try {
    const record = JSON.parse(readFileSync(launchRecordFile(cacheDirOf(ROOT), relativeScript), 'utf8'));
    if (record.node !== process.version) return undefined;
    for (const [file, expected] of Object.entries(record.inputs)) {
      if (createHash('sha256').update(readFileSync(path.join(ROOT, file))).digest('hex') !== expected) return undefined;
    }
    return `${pathToFileURL(record.bundle).href}?${record.sha256.slice(0, 16)}`;
  } catch {
    return undefined;
  }
}

async function main() {
  const [script, ...args] = process.argv.slice(2);
  if (!script) throw new Error('usage: node scripts/launch.mjs <script.ts> [args]');
  const absolute = path.resolve(script);
  const relativeScript = path.relative(ROOT, absolute).split(path.sep).join('/');
  // The script reads its own arguments from process.argv[2] on, as under tsx.
  process.argv = [process.argv[0], absolute, ...args];
  globalThis[ROOT_SYMBOL] ??= pathToFileURL(`${ROOT}${path.sep}`).href;
  const bundle = upToDateBundle(relativeScript);
  if (bundle) {
    globalThis[NO_LOADER_SYMBOL] = true;
    try {
      await import(bundle);
      return;
    } catch (error) {
      // Only a bundle replaced by another run between the check and the import: load the script instead.
      if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    }
    globalThis[NO_LOADER_SYMBOL] = false;
  }
  const { register } = await import('tsx/esm/api');
  register();
  const { storeBundle } = await import('./lib/bundled-import.ts');
  // Bundled while the script runs; the pending build keeps the process alive until it is stored.
  void storeBundle(absolute);
  await import(pathToFileURL(absolute).href);
}

await main();
