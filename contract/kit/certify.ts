import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ParseArgsConfig } from 'node:util';
import { loadContractSchemas } from './contract-schemas';
import { operationsOf, type OpenApiDocument } from './openapi-operations';
import type { Vars } from './placeholders';
import { runKit } from './run-kit';
import { formatTable } from './table';

/** The published document beside the kit: contract/openapi.json. */
export const DEFAULT_CONTRACT = fileURLToPath(new URL('../openapi.json', import.meta.url));

/** The kit's command-line options (cli.ts; scripts/contract-test.ts adds --sandbox). */
export const KIT_OPTIONS = {
  contract: { type: 'string', default: DEFAULT_CONTRACT },
  'base-url': { type: 'string' },
  org: { type: 'string', default: 'MERIDIAN' },
  var: { type: 'string', multiple: true, default: [] },
} as const satisfies ParseArgsConfig['options'];

/** The run's given values: the org, the chat's department, and each `--var name=value`. */
export function givenVars(org: string, pairs: readonly string[]): Vars {
  const given: Vars = { org, department: 'OPS_CHAT' };
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`--var ${pair}: write it as name=value`);
    given[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return given;
}

export function readContract(file: string): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/**
 * Every operation of the OpenAPI document in `contract`, called against the back end at baseUrl
 * and judged by that document alone; prints the table and answers the exit code (1 on a failure).
 */
export async function certify(opts: { contract: string; baseUrl: string; vars: Vars }): Promise<number> {
  const doc = readContract(opts.contract);
  const rows = await runKit({
    baseUrl: opts.baseUrl,
    operations: operationsOf(doc),
    schemas: loadContractSchemas(doc),
    vars: opts.vars,
  });
  // stdout, not console.log: the lint keeps console for warnings, and this is the tool's output.
  process.stdout.write(`${formatTable(rows)}\n`);
  return rows.some((r) => r.result === 'failed') ? 1 : 0;
}
