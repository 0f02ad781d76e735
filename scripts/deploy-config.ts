/**
 * `npm run deploy:config`: writes deploy/nginx/templates/heloc.conf.template, the nginx
 * configuration that serves dist/, from the one source the Node production server uses
 * (scripts/lib/security-headers.ts), the back-end paths (src/sandbox/paths.ts) and the flows'
 * upload limits. `--check` only reports whether it is stale.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { DEPLOY_TEMPLATE, DEPLOY_TEMPLATE_PATH, nginxSite } from './lib/nginx-config';

const root = resolve(import.meta.dirname, '..');
const file = join(root, DEPLOY_TEMPLATE_PATH);
const text = nginxSite(DEPLOY_TEMPLATE);
const current = existsSync(file) ? readFileSync(file, 'utf8') : null;

if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error(`${DEPLOY_TEMPLATE_PATH} is stale: run npm run deploy:config`);
    process.exit(1);
  }
  console.warn(`✓ ${DEPLOY_TEMPLATE_PATH} is up to date`);
} else if (current === text) {
  console.warn(`✓ ${DEPLOY_TEMPLATE_PATH} was already up to date`);
} else {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
  console.warn(`✓ wrote ${DEPLOY_TEMPLATE_PATH}`);
}
