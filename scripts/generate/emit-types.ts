import { createRequire } from 'node:module';
import path from 'node:path';
import { cacheKey, sharedCache } from '../lib/content-cache';
import type { SchemaFile } from '../lib/schema-registry';
import { toolFingerprint } from '../lib/tool-fingerprint';
import { generatedHeader, type OutputFile } from './output-files';

export interface EmittedTypes {
  files: OutputFile[];
  /** Schema name -> name of the exported root type, for the validator declarations. */
  rootTypes: Map<string, string>;
}

const NAMESPACE = 'types';
// json-schema-to-typescript is required on first use: a run whose types come from the cache never loads it.
const require = createRequire(import.meta.url);
/** The entry's extra text: schema name -> root type name, as JSON. */
const ROOT_TYPES = 'root-types.json';

/** The exported name json-schema-to-typescript gives the root type: from the title, else the file name. */
function rootTypeName(schema: SchemaFile): string {
  const { toSafeString } =
    require('json-schema-to-typescript/dist/src/utils.js') as typeof import('json-schema-to-typescript/dist/src/utils.js');
  const title = schema.schema?.title;
  return toSafeString(typeof title === 'string' ? title : schema.name);
}

/**
 * types/<name>.ts for every schema: the one place TypeScript learns the shape of JSON inputs.
 * json-schema-to-typescript is the slowest step of generate, and its output depends only on the
 * schema files (cross-file $refs included), so the whole set is cached by their exact texts.
 */
export async function emitTypes(schemas: readonly SchemaFile[]): Promise<EmittedTypes> {
  const key = cacheKey(NAMESPACE, [toolFingerprint(), schemas.map((s) => [s.file, s.doc.text])]);
  const texts = await sharedCache().getOrCompute(NAMESPACE, key, () => compileTypes(schemas));
  const rootTypes = new Map(Object.entries(JSON.parse(texts[ROOT_TYPES]!) as Record<string, string>));
  return { files: schemas.map((s) => ({ path: typesPath(s), contents: texts[typesPath(s)]! })), rootTypes };
}

const typesPath = (s: SchemaFile) => `types/${s.name}.ts`;

async function compileTypes(schemas: readonly SchemaFile[]): Promise<Record<string, string>> {
  const { compile } = require('json-schema-to-typescript') as typeof import('json-schema-to-typescript');
  const rootTypes: Record<string, string> = {};
  const files = await Promise.all(
    schemas.map(async (s): Promise<[string, string]> => {
      const typeName = rootTypeName(s);
      rootTypes[s.name] = typeName;
      const source = await compile({ ...structuredClone(s.schema!), title: typeName }, typeName, {
        bannerComment: generatedHeader(s.file),
        additionalProperties: false,
        strictIndexSignatures: true,
        // A union of tuples up to maxItems is unusable in code; lengths are the validator's job.
        ignoreMinAndMaxItems: true,
        format: false,
        cwd: path.dirname(s.absPath),
        // Cross-file $refs are relative file paths; never fetch a schema over the network.
        $refOptions: { resolve: { http: false } },
      });
      if (!new RegExp(`^export (interface|type) ${typeName}\\b`, 'm').test(source)) {
        throw new Error(`${s.file}: the generated types do not export ${typeName}`);
      }
      return [typesPath(s), source];
    }),
  );
  return { ...Object.fromEntries(files), [ROOT_TYPES]: JSON.stringify(rootTypes) };
}
