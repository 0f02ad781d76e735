// Vitest global setup of the browser project: precompiles the validators of the RJSF test forms
// with the generator's own compiler, as npm run generate does for the forms of flows/.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RJSF_FIXTURES, RJSF_FIXTURES_DIR } from '../../src/core/form/test-support/rjsf-fixtures';
import { compileRjsfValidatorModules } from '../lib/rjsf-validators';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default async function compileRjsfFixtures(): Promise<void> {
  const modules = await compileRjsfValidatorModules(new Map(RJSF_FIXTURES.map((step) => [step.key, step.schema])));
  const dir = path.join(root, RJSF_FIXTURES_DIR);
  await mkdir(dir, { recursive: true });
  await Promise.all(Object.entries(modules).map(([key, code]) => writeFile(path.join(dir, `${key}.js`), code)));
}
