import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';

/** Where ajv's runtime helpers are installed: the repo this generator lives in, not the input project. */
const TOOL_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VIRTUAL = 'standalone-source';
const OUT_DIR = '/standalone-out';
const require = createRequire(import.meta.url);

/**
 * Each ajv runtime helper carries `helper.code = 'require("ajv/dist/runtime/...")'`, a string ajv
 * only needs while generating code. Dropping it keeps the bundles free of any `require(` text.
 */
const stripRuntimeCodeStrings: Plugin = {
  name: 'strip-ajv-runtime-code-strings',
  setup(b) {
    b.onLoad({ filter: /[\\/]ajv[\\/]dist[\\/]runtime[\\/][^\\/]+\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return { contents: source.replace(/^.*\.code = ['"]require\(.*$/gm, ''), loader: 'js' };
    });
  },
};

/** The standalone sources as entry points that exist only in memory. */
function virtualEntries(sources: Readonly<Record<string, string>>): Plugin {
  return {
    name: 'standalone-sources',
    setup(b) {
      b.onResolve({ filter: /^standalone:/ }, (args) => ({
        path: args.path.slice('standalone:'.length),
        namespace: VIRTUAL,
      }));
      b.onLoad({ filter: /.*/, namespace: VIRTUAL }, (args) => ({
        contents: sources[args.path]!,
        resolveDir: TOOL_ROOT,
        loader: 'js',
      }));
    },
  };
}

/** The browser must never compile code at run time; a bundle that could is a build failure. */
export function assertNoRuntimeCompilation(name: string, code: string): void {
  const forbidden = [/\bnew Function\b/, /\beval\s*\(/, /\brequire\s*\(/].find((re) => re.test(code));
  if (forbidden) throw new Error(`${name}.js would contain ${forbidden.source}; refusing to write it`);
}

/**
 * ajv standalone sources (output path without .js -> code), each bundled with the ajv runtime
 * helpers it needs into one self-contained, minified ESM module, refused if it could compile code
 * at run time. One esbuild run for all of them: a run per module costs more than the bundling.
 */
export async function bundleStandaloneModules(
  sources: Readonly<Record<string, string>>,
): Promise<Record<string, string>> {
  const names = Object.keys(sources);
  if (names.length === 0) return {};
  // Required on first use: a run whose bundles all come from the cache never starts esbuild.
  const { build } = require('esbuild') as typeof import('esbuild');
  const result = await build({
    entryPoints: names.map((name) => ({ in: `standalone:${name}`, out: name })),
    outdir: OUT_DIR,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    minify: true,
    legalComments: 'none',
    write: false,
    plugins: [virtualEntries(sources), stripRuntimeCodeStrings],
  });
  const byPath = new Map(result.outputFiles.map((f) => [f.path, f.text]));
  return Object.fromEntries(
    names.map((name) => {
      const bundle = byPath.get(`${OUT_DIR}/${name}.js`);
      if (bundle === undefined) throw new Error(`esbuild wrote no bundle for ${name}.js`);
      assertNoRuntimeCompilation(name, bundle);
      return [name, bundle];
    }),
  );
}
