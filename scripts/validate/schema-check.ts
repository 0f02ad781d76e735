import path from 'node:path';
import type { JsonDocument } from '../lib/json-document';
import { relativePosix } from '../lib/list-files';
import { cachedSchemaSet, storeSchemaValidators, type ValidateFunction } from '../lib/precompiled-validators';
import { compileSchemaSet, isPlainObject, type CompiledSchemaSet, type SchemaFile } from '../lib/schema-registry';
import type { Diagnostic } from './diagnostic';
import { describeErrors } from './error-messages';
import { diagnosticAt, syntaxDiagnostic } from './locate';
import type { LoadedProject } from './load-project';
import { createErrorContext } from './error-context';

export interface SchemaCheckResult {
  diagnostics: Diagnostic[];
  /** Repo-relative paths of data files that match their schema. */
  validFiles: Set<string>;
}

/**
 * Checks the schemas themselves, then every data file against the schema its `$schema` names.
 * When the schema files are byte-for-byte ones a previous run compiled without problems, their
 * precompiled validators come from the cache and nothing is compiled; ajv only compiles to
 * explain a data file that fails (the messages read the schemas), or when the schemas changed.
 */
export async function checkAgainstSchemas(project: LoadedProject): Promise<SchemaCheckResult> {
  const diagnostics: Diagnostic[] = [];
  const validFiles = new Set<string>();
  const broken = new Set<SchemaFile>();
  for (const s of project.schemas) {
    const syntax = syntaxDiagnostic(s.doc);
    if (syntax) diagnostics.push(syntax);
    else if (!s.schema) diagnostics.push(diagnosticAt(s.doc, '', 'must be a JSON object: a schema is an object'));
    if (!s.schema) broken.add(s);
  }
  const precompiled = broken.size === 0 ? cachedSchemaSet(project.schemas) : undefined;
  let compiled: CompiledSchemaSet | undefined;
  const compiledSet = () => {
    compiled ??= compileSchemaSet(project.schemas);
    return compiled;
  };
  if (!precompiled) {
    const byFile = new Map(project.schemas.map((s) => [s.file, s]));
    for (const problem of compiledSet().problems) {
      const schema = byFile.get(problem.file)!;
      broken.add(schema);
      diagnostics.push(diagnosticAt(schema.doc, problem.pointer, problem.message, problem.at));
    }
  }
  const byPath = new Map(project.schemas.map((s) => [s.absPath, s]));
  const named = project.dataFiles.map((doc) => ({ doc, found: schemaOf(doc, byPath, broken, project.rootDir) }));
  // Every schema the data files name, imported side by side rather than one file at a time.
  const validators = new Map<SchemaFile, ValidateFunction | undefined>();
  const wanted = [...new Set(named.flatMap(({ found }) => ('schema' in found ? [found.schema] : [])))];
  const compile = (schema: SchemaFile) => compiledSet().ajv.getSchema(schema.id);
  await Promise.all(
    wanted.map(async (schema) => {
      // A stored module that cannot be imported (deleted meanwhile) costs a compile, not a failure.
      validators.set(
        schema,
        precompiled ? await precompiled.validator(schema).catch(() => compile(schema)) : compile(schema),
      );
    }),
  );
  for (const { doc, found } of named) {
    if (!('schema' in found)) {
      diagnostics.push(...found.diagnostics);
      continue;
    }
    const validate = validators.get(found.schema);
    if (!validate || validate(doc.value)) {
      validFiles.add(doc.file);
      continue;
    }
    const { ajv } = compiledSet();
    const context = createErrorContext(ajv, found.schema.schema!, found.schema.id, doc.value);
    diagnostics.push(
      ...describeErrors(validate.errors ?? [], context).map((e) => diagnosticAt(doc, e.pointer, e.message, e.at)),
    );
  }
  // A set this run compiled without problems is stored, so the next run (usually generate) compiles nothing.
  if (!precompiled && broken.size === 0) await storeSchemaValidators(compiledSet().ajv, project.schemas);
  return { diagnostics, validFiles };
}

/** The schema a data file names, or why it cannot be checked against one. */
function schemaOf(
  doc: JsonDocument,
  schemas: Map<string, SchemaFile>,
  broken: Set<SchemaFile>,
  rootDir: string,
): { schema: SchemaFile } | { diagnostics: Diagnostic[] } {
  const fail = (pointer: string, message: string) => ({ diagnostics: [diagnosticAt(doc, pointer, message)] });
  const syntax = syntaxDiagnostic(doc);
  if (syntax) return { diagnostics: [syntax] };
  const value = doc.value;
  if (!isPlainObject(value)) return fail('', 'must be a JSON object ({ ... }) with a "$schema" property');
  const named = value.$schema;
  if (named === undefined) {
    return fail('', 'is missing the required property "$schema" (the relative path of the schema this file follows)');
  }
  if (typeof named !== 'string') return fail('/$schema', 'must be a string: the relative path of a schema file');
  if (/^[a-z][a-z0-9+.-]*:/i.test(named)) {
    return fail('/$schema', `must be a relative path to a file in schemas/, not a URL: "${named}"`);
  }
  const target = path.resolve(path.dirname(doc.absPath), named);
  const schema = schemas.get(target);
  if (!schema) {
    const where = relativePosix(rootDir, target);
    return fail('/$schema', `names "${named}", but there is no schema file at ${where}`);
  }
  if (broken.has(schema)) {
    return fail('/$schema', `names ${schema.file}, which cannot be used until the problem reported there is fixed`);
  }
  return { schema };
}
