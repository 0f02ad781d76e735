import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { build, type Plugin } from 'esbuild';
import { compileSchemaSet, type SchemaFile } from '../lib/schema-registry';
import { generatedHeader, type OutputFile } from './output-files';

/** Where ajv's runtime helpers are installed: the repo this generator lives in, not the input project. */
const TOOL_ROOT = fileURLToPath(new URL('../..', import.meta.url));

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

/** The browser must never compile code at run time; a bundle that could is a build failure. */
export function assertNoRuntimeCompilation(name: string, code: string): void {
  const forbidden = [/\bnew Function\b/, /\beval\s*\(/, /\brequire\s*\(/].find((re) => re.test(code));
  if (forbidden) throw new Error(`${name}.js would contain ${forbidden.source}; refusing to write it`);
}

/**
 * ajv standalone code bundled with the ajv runtime helpers it needs into one self-contained,
 * minified ESM module, refused if it could compile code at run time. outPath names the output
 * (without .js) in messages.
 */
export async function bundleStandalone(outPath: string, source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: TOOL_ROOT, sourcefile: `${outPath}.js`, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    minify: true,
    legalComments: 'none',
    write: false,
    plugins: [stripRuntimeCodeStrings],
  });
  const bundle = result.outputFiles[0]!.text;
  assertNoRuntimeCompilation(outPath, bundle);
  return bundle;
}

/** validators/<name>.js (precompiled, self-contained ESM) and its .d.ts for every schema. */
export async function emitValidators(
  schemas: readonly SchemaFile[],
  rootTypes: ReadonlyMap<string, string>,
): Promise<OutputFile[]> {
  const { ajv, problems } = compileSchemaSet(schemas);
  if (problems.length > 0) throw new Error(`${problems[0]!.file} ${problems[0]!.message}`);
  const perSchema = await Promise.all(
    schemas.map(async (s): Promise<OutputFile[]> => {
      const bundle = await bundleStandalone(`validators/${s.name}`, standaloneCode(ajv, ajv.getSchema(s.id)!));
      const header = generatedHeader(s.file);
      return [
        { path: `validators/${s.name}.js`, contents: `${header}\n${bundle}` },
        { path: `validators/${s.name}.d.ts`, contents: declaration(header, s.name, rootTypes.get(s.name)!) },
      ];
    }),
  );
  return perSchema.flat();
}

function declaration(header: string, name: string, typeName: string): string {
  return `${header}
import type { ErrorObject } from 'ajv';
import type { ${typeName} } from '../types/${name}';

declare const validate: ((data: unknown) => data is ${typeName}) & { errors?: ErrorObject[] | null };
export default validate;
`;
}
