import path from 'node:path';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { JsonDocument } from '../lib/json-document';
import { relativePosix } from '../lib/list-files';
import { compileSchemaSet, isPlainObject, type SchemaFile } from '../lib/schema-registry';
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

/** Checks the schemas themselves, then every data file against the schema its `$schema` names. */
export function checkAgainstSchemas(project: LoadedProject): SchemaCheckResult {
  const diagnostics: Diagnostic[] = [];
  const validFiles = new Set<string>();
  const broken = new Set<SchemaFile>();
  for (const s of project.schemas) {
    const syntax = syntaxDiagnostic(s.doc);
    if (syntax) diagnostics.push(syntax);
    else if (!s.schema) diagnostics.push(diagnosticAt(s.doc, '', 'must be a JSON object: a schema is an object'));
    if (!s.schema) broken.add(s);
  }
  const { ajv, problems } = compileSchemaSet(project.schemas);
  const byFile = new Map(project.schemas.map((s) => [s.file, s]));
  for (const problem of problems) {
    const schema = byFile.get(problem.file)!;
    broken.add(schema);
    diagnostics.push(diagnosticAt(schema.doc, problem.pointer, problem.message, problem.at));
  }
  const byPath = new Map(project.schemas.map((s) => [s.absPath, s]));
  for (const doc of project.dataFiles) {
    const found = checkDocument(doc, byPath, broken, project.rootDir, ajv);
    diagnostics.push(...found);
    if (found.length === 0) validFiles.add(doc.file);
  }
  return { diagnostics, validFiles };
}

function checkDocument(
  doc: JsonDocument,
  schemas: Map<string, SchemaFile>,
  broken: Set<SchemaFile>,
  rootDir: string,
  ajv: Ajv2020,
): Diagnostic[] {
  const syntax = syntaxDiagnostic(doc);
  if (syntax) return [syntax];
  const value = doc.value;
  if (!isPlainObject(value)) return [diagnosticAt(doc, '', 'must be a JSON object ({ ... }) with a "$schema" property')];
  const named = value.$schema;
  if (named === undefined) {
    return [diagnosticAt(doc, '', 'is missing the required property "$schema" (the relative path of the schema this file follows)')];
  }
  if (typeof named !== 'string') return [diagnosticAt(doc, '/$schema', 'must be a string: the relative path of a schema file')];
  if (/^[a-z][a-z0-9+.-]*:/i.test(named)) {
    return [diagnosticAt(doc, '/$schema', `must be a relative path to a file in schemas/, not a URL: "${named}"`)];
  }
  const target = path.resolve(path.dirname(doc.absPath), named);
  const schema = schemas.get(target);
  if (!schema) {
    const where = relativePosix(rootDir, target);
    return [diagnosticAt(doc, '/$schema', `names "${named}", but there is no schema file at ${where}`)];
  }
  if (broken.has(schema)) {
    return [diagnosticAt(doc, '/$schema', `names ${schema.file}, which cannot be used until the problem reported there is fixed`)];
  }
  const validate = ajv.getSchema(schema.id);
  if (!validate || validate(value)) return [];
  const context = createErrorContext(ajv, schema.schema!, schema.id, value);
  return describeErrors(validate.errors ?? [], context).map((e) => diagnosticAt(doc, e.pointer, e.message, e.at));
}
