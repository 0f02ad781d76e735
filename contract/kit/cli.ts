/**
 * The conformance kit: calls every operation of the published contract (contract/openapi.json,
 * or the OpenAPI document --contract names) against a back end, with its valid example and with
 * bad variants, checks each answer against the document and prints one row per operation and
 * case. Exit 1 on any failure. It reads nothing but the document. See contract/README.md.
 *
 *   npx tsx contract/kit/cli.ts --base-url https://api.lender.example [--contract openapi.json]
 *     [--org MERIDIAN] [--var name=value ...]
 */
import { parseArgs } from 'node:util';
import { certify, givenVars, KIT_OPTIONS } from './certify';

const { values } = parseArgs({ options: KIT_OPTIONS });
try {
  const vars = givenVars(values.org, values.var);
  if (!values['base-url']) throw new Error('Say which back end: --base-url <url>.');
  process.exitCode = await certify({ contract: values.contract, baseUrl: values['base-url'], vars });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
