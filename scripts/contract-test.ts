/**
 * `npm run contract:test -- --base-url <url>`: the conformance kit (contract/kit/, which reads
 * only the published contract/openapi.json) against a back end; `--sandbox` starts a fresh
 * sandbox on a free port and runs it there (what npm test runs). Exit 1 on any failure. See
 * contract/README.md.
 *
 *   tsx scripts/contract-test.ts --base-url http://localhost:4173 [--org MERIDIAN] [--var name=value ...]
 *   tsx scripts/contract-test.ts --sandbox
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { certify, givenVars, KIT_OPTIONS } from '../contract/kit/certify';
import { startSandboxServer } from './contract/sandbox-server';

const { values } = parseArgs({ options: { ...KIT_OPTIONS, sandbox: { type: 'boolean', default: false } } });

let vars;
try {
  vars = givenVars(values.org, values.var);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (!values.sandbox && !values['base-url']) {
  console.error('Say which back end: --base-url <url>, or --sandbox for a fresh sandbox.');
  process.exit(1);
}

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const server = values.sandbox ? await startSandboxServer(rootDir) : undefined;
try {
  const baseUrl = server?.url ?? values['base-url']!;
  process.exitCode = await certify({ contract: values.contract, baseUrl, vars });
} finally {
  await server?.close();
}
