/**
 * Imports a module of these scripts, with everything it imports from this repository, as one
 * esbuild bundle kept in the content cache. tsx resolves and loads every module through its
 * loader thread; for the seventy-odd modules of validate or generate that was the largest cost
 * after tsx's own start-up. The bundle is used only while every file it was built from is
 * byte-for-byte the same (each is hashed on every run); otherwise the modules load through tsx as
 * usual and a new bundle is stored for the next run. Packages stay outside the bundle.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { launchRecordFile, NO_LOADER_KEY, ROOT_KEY } from './launch-record.mjs';
import { cacheEnabled, cacheKey, sharedCache } from './content-cache';
import { toolVersions } from './tool-fingerprint';

const TOOL_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NAMESPACE = 'script-bundle';
const BUNDLE = 'bundle.mjs';
const INPUTS = 'inputs.json';
/** Where a bundled module finds the repository at run time, so one bundle serves every checkout. */

const require = createRequire(import.meta.url);
(globalThis as Record<symbol, unknown>)[Symbol.for(ROOT_KEY)] ??= pathToFileURL(`${TOOL_ROOT}${path.sep}`).href;
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const relative = (abs: string) => path.relative(TOOL_ROOT, abs).split(path.sep).join('/');

/** The inputs recorded with a bundle still hash the same: the bundle is what esbuild would build now. */
function upToDate(inputs: Record<string, string>): boolean {
  try {
    return Object.entries(inputs).every(([rel, hash]) => sha256(readFileSync(path.join(TOOL_ROOT, rel))) === hash);
  } catch {
    return false;
  }
}

/**
 * A module's `import.meta.url` becomes its own file's URL below the repository the bundle runs
 * in; any other `import.meta` use refuses the bundle (the module then loads through tsx).
 */
const ownUrls: Plugin = {
  name: 'own-import-meta-urls',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (/\bimport\.meta\.(?!url\b)/.test(source)) throw new Error(`${relative(args.path)} uses import.meta beyond .url`);
      const url = `new URL(${JSON.stringify(relative(args.path))}, globalThis[Symbol.for(${JSON.stringify(ROOT_KEY)})]).href`;
      const loader = (path.extname(args.path).slice(1).replace(/^[cm]/, '') || 'js') as 'ts' | 'tsx' | 'js' | 'jsx';
      return { contents: source.replace(/\bimport\.meta\.url\b/g, url), loader };
    });
  },
};

/** Builds the bundle and records the exact bytes of every file in it. */
async function build(entry: string): Promise<Record<string, string>> {
  const esbuild = require('esbuild') as typeof import('esbuild');
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: TOOL_ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    write: false,
    outfile: path.join(TOOL_ROOT, 'bundle.mjs'),
    // Stack traces name the source files (of the checkout that built the bundle).
    sourcemap: 'inline',
    sourcesContent: false,
    sourceRoot: pathToFileURL(`${TOOL_ROOT}${path.sep}`).href,
    logLevel: 'silent',
    plugins: [ownUrls],
  });
  const files = [...Object.keys(result.metafile.inputs), 'tsconfig.json'];
  const inputs = Object.fromEntries(files.map((rel) => [rel, sha256(readFileSync(path.join(TOOL_ROOT, rel)))]));
  return { [BUNDLE]: result.outputFiles[0]!.text, [INPUTS]: JSON.stringify(inputs) };
}

const keyOf = (entry: string) => cacheKey(NAMESPACE, [toolVersions(['esbuild']), process.version, relative(entry)]);

/**
 * The URL to import the stored bundle of an entry file from, when there is one and every file
 * it was built from is unchanged; else undefined. The query names the bundle's bytes, so a
 * rebuilt bundle is never served from the module cache of the same process.
 */
export function currentBundle(entry: string): string | undefined {
  const stored = sharedCache().read(NAMESPACE, keyOf(entry));
  if (!stored || !upToDate(JSON.parse(stored.texts[INPUTS]!) as Record<string, string>)) return undefined;
  return `${pathToFileURL(stored.pathOf(BUNDLE)).href}?${sha256(stored.texts[BUNDLE]!).slice(0, 16)}`;
}

/**
 * Builds and stores the bundle of an entry file; false when it cannot be bundled (the modules
 * still load through tsx). Beside it, a launch record names the bundle, its inputs' hashes and
 * the node version, for scripts/launch.mjs, which checks it without loading anything of ours.
 */
export async function storeBundle(entry: string): Promise<boolean> {
  try {
    const key = keyOf(entry);
    const texts = await build(entry);
    const cache = sharedCache();
    cache.write(NAMESPACE, key, texts);
    const stored = cache.read(NAMESPACE, key);
    if (stored) {
      const record = { node: process.version, bundle: stored.pathOf(BUNDLE), sha256: sha256(texts[BUNDLE]!), inputs: JSON.parse(texts[INPUTS]!) as Record<string, string> };
      const file = launchRecordFile(cache.dir, relative(entry));
      mkdirSync(path.dirname(file), { recursive: true });
      // Written whole, then renamed: a concurrent launch reads the old record or the new one.
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify(record));
      renameSync(temp, file);
    }
    return true;
  } catch {
    return false;
  }
}


/**
 * Imports a module of this repository from its source. Under tsx that just works; in a bundle
 * started by scripts/launch.mjs, tsx's loader is registered first (a failed import of a .ts file
 * would stay failed for its URL, so it cannot be tried and retried).
 */
async function importSource<T>(url: string): Promise<T> {
  const state = globalThis as Record<symbol, unknown>;
  if (state[Symbol.for(NO_LOADER_KEY)]) {
    const { register } = await import('tsx/esm/api');
    register();
    state[Symbol.for(NO_LOADER_KEY)] = false;
  }
  return (await import(url)) as T;
}

/**
 * The module at entryUrl (a file of this repository): from the stored bundle when it is up to
 * date, else through tsx, storing a fresh bundle for the next run. Errors of the module itself surface
 * unchanged; failing to bundle only costs the speed.
 */
export async function importBundled<T>(entryUrl: URL): Promise<T> {
  if (!cacheEnabled()) return importSource<T>(entryUrl.href);
  const entry = fileURLToPath(entryUrl);
  const bundle = currentBundle(entry);
  if (bundle) {
    try {
      return (await import(bundle)) as T;
    } catch (error) {
      // Only a bundle replaced by another run between the check and the import: load the modules instead.
      if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    }
  }
  // Bundled while the command runs; the pending build keeps the process alive until it is stored.
  void storeBundle(entry);
  return importSource<T>(entryUrl.href);
}
