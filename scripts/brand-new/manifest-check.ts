import { readFileSync } from 'node:fs';
import type Ajv2020 from 'ajv/dist/2020.js';
import { parseJsonDocument } from '../lib/json-document';
import { createAjv } from '../lib/schema-registry';
import { hostPrefixesCheck } from '../validate/checks/host-prefixes';
import { stateCodesCheck } from '../validate/checks/state-codes';
import { createErrorContext } from '../validate/error-context';
import { describeErrors } from '../validate/error-messages';

/**
 * One answer checked as `npm run validate` checks it in a manifest: the manifest schema (with
 * validate's ajv set-up and its plain-words messages) and validate's cross-checks on that field
 * (real state codes, reserved host prefixes). brand:new keeps no rules of its own.
 */
export type Rule = (value: string) => string | undefined;

const SCHEMA_FILE = new URL('../../schemas/brand-manifest.schema.json', import.meta.url);
/** Cross-checks of validate that judge one field of one manifest (clashes between brands are checks.ts's). */
const FIELD_CHECKS = [stateCodesCheck, hostPrefixesCheck];

let compiled: { ajv: Ajv2020; schema: Record<string, unknown>; id: string } | undefined;
function manifestSchema() {
  if (!compiled) {
    const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<string, unknown>;
    const ajv = createAjv();
    ajv.addSchema(schema);
    compiled = { ajv, schema, id: schema.$id as string };
  }
  return compiled;
}

/** { a: { b: [value] } } for /a/b/0: the answer where the manifest holds it, and nothing else. */
function sparseManifest(pointer: string, value: string): Record<string, unknown> {
  const segments = pointer.split('/').slice(1);
  let current: unknown = value;
  for (const segment of segments.reverse()) current = /^\d+$/.test(segment) ? [current] : { [segment]: current };
  return current as Record<string, unknown>;
}

/** Problems validate reports at `pointer` (not the fields a lone answer leaves missing). */
export function manifestProblems(pointer: string, value: string): string[] {
  const { ajv, schema, id } = manifestSchema();
  const data = sparseManifest(pointer, value);
  const validate = ajv.getSchema(id)!;
  validate(data);
  const here = (validate.errors ?? []).filter((e) => e.instancePath === pointer);
  const schemaProblems = describeErrors(here, createErrorContext(ajv, schema, id, data)).map((e) => e.message);
  if (schemaProblems.length > 0) return schemaProblems;
  const doc = parseJsonDocument('draft/manifest.json', 'draft/manifest.json', JSON.stringify(data));
  const brand = { folder: 'draft', dir: 'draft', file: doc.file, doc, manifest: data };
  const context = { rootDir: '', brands: [brand], flowFiles: [], validFiles: new Set<string>() };
  return FIELD_CHECKS.flatMap((check) => check.run(context) as { pointer: string; message: string }[])
    .filter((d) => d.pointer === pointer)
    .map((d) => d.message);
}

/** The rule for the manifest field at `pointer`: its first problem, if any. */
export function manifestRule(pointer: string): Rule {
  return (value) => manifestProblems(pointer, value)[0];
}
