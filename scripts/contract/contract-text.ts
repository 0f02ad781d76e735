import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiOperations } from '@/generated/types/api-operations';
import { loadSchemaFiles } from '../lib/schema-registry';
import { apiSchemasByName } from './api-schemas';
import { buildOpenApi } from './build-openapi';

/** The one place the operations are written (a schema under schemas/ is the only place a contract is). */
export const OPERATIONS_FILE = 'schemas/api/operations.json';
/** What `npm run contract` writes and commits. */
export const CONTRACT_FILE = 'contract/openapi.json';

export function readOperations(rootDir: string): ApiOperations {
  return JSON.parse(readFileSync(path.join(rootDir, OPERATIONS_FILE), 'utf8')) as ApiOperations;
}

/** The text contract/openapi.json must have: the OpenAPI document of schemas/, two-space JSON. */
export async function contractText(rootDir: string): Promise<string> {
  const schemas = apiSchemasByName(await loadSchemaFiles(rootDir));
  return `${JSON.stringify(buildOpenApi(readOperations(rootDir), schemas), null, 2)}\n`;
}
