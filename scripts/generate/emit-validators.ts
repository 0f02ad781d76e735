import { schemaValidatorModules } from '../lib/precompiled-validators';
import type { SchemaFile } from '../lib/schema-registry';
import { generatedHeader, type OutputFile } from './output-files';

/**
 * validators/<name>.js (precompiled, self-contained ESM) and its .d.ts for every schema. The
 * modules come from the content cache when validate (or an earlier run) compiled these exact
 * schemas already.
 */
export async function emitValidators(
  schemas: readonly SchemaFile[],
  rootTypes: ReadonlyMap<string, string>,
): Promise<OutputFile[]> {
  const modules = await schemaValidatorModules(schemas);
  return schemas.flatMap((s): OutputFile[] => {
    const header = generatedHeader(s.file);
    return [
      { path: `validators/${s.name}.js`, contents: `${header}\n${modules.get(s.file)!}` },
      { path: `validators/${s.name}.d.ts`, contents: declaration(header, s.name, rootTypes.get(s.name)!) },
    ];
  });
}

function declaration(header: string, name: string, typeName: string): string {
  return `${header}
import type { ErrorObject } from 'ajv';
import type { ${typeName} } from '../types/${name}';

declare const validate: ((data: unknown) => data is ${typeName}) & { errors?: ErrorObject[] | null };
export default validate;
`;
}
