/**
 * `npm run contract:test -- --base-url <url>`: the conformance kit. Calls every operation of the
 * contract (schemas/api/operations.json) against a back end, with its valid example and with bad
 * variants, checks each answer against the contract and prints one row per operation and case.
 * Exit 1 on any failure. See contract/README.md.
 *
 *   tsx scripts/contract-test.ts --base-url http://localhost:4173 [--org MERIDIAN] [--var name=value ...]
 *   tsx scripts/contract-test.ts --sandbox     (a fresh sandbox on a free port: what npm test runs)
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readOperations } from './contract/contract-text';
import { runKit } from './contract/kit/run-kit';
import { startSandboxServer } from './contract/kit/sandbox-server';
import { loadContractSchemas } from './contract/kit/schemas';
import { formatTable } from './contract/kit/table';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    sandbox: { type: 'boolean', default: false },
    org: { type: 'string', default: 'MERIDIAN' },
    var: { type: 'string', multiple: true, default: [] },
  },
});

const given: Record<string, string> = { org: values.org, department: 'OPS_CHAT' };
for (const pair of values.var) {
  const at = pair.indexOf('=');
  if (at < 1) {
    console.error(`--var ${pair}: write it as name=value`);
    process.exit(1);
  }
  given[pair.slice(0, at)] = pair.slice(at + 1);
}
if (!values.sandbox && !values['base-url']) {
  console.error('Say which back end: --base-url <url>, or --sandbox for a fresh sandbox.');
  process.exit(1);
}

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const { operations } = readOperations(rootDir);
const server = values.sandbox ? await startSandboxServer(rootDir) : undefined;
try {
  const rows = await runKit({
    baseUrl: server?.url ?? values['base-url']!,
    operations,
    schemas: loadContractSchemas(),
    vars: given,
  });
  process.stdout.write(`${formatTable(rows)}\n`);
  if (rows.some((r) => r.result === 'failed')) process.exitCode = 1;
} finally {
  await server?.close();
}
