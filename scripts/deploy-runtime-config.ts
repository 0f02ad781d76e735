/**
 * `npm run deploy:runtime-config -- --out /etc/heloc/config.json`: writes the deployment's
 * runtime configuration, which nginx serves as /config.json (deploy/nginx/templates/), from
 * environment variables (or the flags of the same names):
 *
 *   HELOC_ENVIRONMENT           production | staging | local (required)
 *   HELOC_ERROR_REPORTS         a path on this origin the error reports are posted to; unset: none
 *   HELOC_VITALS_SAMPLE_RATE    0 to 1, the share of page loads that send Core Web Vitals; unset: 0
 *
 * It is checked against schemas/deploy/runtime-config.schema.json; anything the schema refuses
 * stops the deploy, naming the setting, and nothing is written.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runtimeConfigFile } from './lib/runtime-config-file';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    environment: { type: 'string', default: process.env.HELOC_ENVIRONMENT },
    'error-reports': { type: 'string', default: process.env.HELOC_ERROR_REPORTS },
    'vitals-sample-rate': { type: 'string', default: process.env.HELOC_VITALS_SAMPLE_RATE },
  },
});

if (!values.out) {
  console.error('Say where to write it: --out /etc/heloc/config.json (nginx serves that file as /config.json)');
  process.exit(1);
}
const root = resolve(import.meta.dirname, '..');
const result = runtimeConfigFile(root, {
  environment: values.environment,
  errorReports: values['error-reports'],
  vitalsSampleRate: values['vitals-sample-rate'],
});
if ('problems' in result) {
  console.error(`The runtime configuration was not written:\n${result.problems.map((p) => `  ${p}`).join('\n')}`);
  console.error(
    'Set HELOC_ENVIRONMENT, and HELOC_ERROR_REPORTS and HELOC_VITALS_SAMPLE_RATE if wanted (see docs/deploying.md).',
  );
  process.exit(1);
}
const out = resolve(values.out);
await mkdir(dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify(result.config, null, 2)}\n`);
console.warn(`✓ wrote ${out} (${result.config.environment})`);
