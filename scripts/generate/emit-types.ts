import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { toSafeString } from 'json-schema-to-typescript/dist/src/utils.js';
import type { SchemaFile } from '../lib/schema-registry';
import { generatedHeader, type OutputFile } from './output-files';

export interface EmittedTypes {
  files: OutputFile[];
  /** Schema name -> name of the exported root type, for the validator declarations. */
  rootTypes: Map<string, string>;
}

/** The exported name json-schema-to-typescript gives the root type: from the title, else the file name. */
export function rootTypeName(schema: SchemaFile): string {
  const title = schema.schema?.title;
  return toSafeString(typeof title === 'string' ? title : schema.name);
}

/** types/<name>.ts for every schema: the one place TypeScript learns the shape of JSON inputs. */
export async function emitTypes(schemas: readonly SchemaFile[]): Promise<EmittedTypes> {
  const rootTypes = new Map<string, string>();
  const files = await Promise.all(
    schemas.map(async (s): Promise<OutputFile> => {
      const typeName = rootTypeName(s);
      rootTypes.set(s.name, typeName);
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
      return { path: `types/${s.name}.ts`, contents: source };
    }),
  );
  return { files, rootTypes };
}
