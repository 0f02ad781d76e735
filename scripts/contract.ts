import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_FILE, contractText } from './contract/contract-text';

// `npm run contract`: writes contract/openapi.json from schemas/api/ (committed; validate fails
// when it is stale), then renders contract/reference.html from it (git-ignored) with Redocly.
// stdout, not console.log: the lint keeps console for warnings, and this is the tool's output.
const print = (line: string) => process.stdout.write(`${line}\n`);
const rootDir = fileURLToPath(new URL('..', import.meta.url));
const target = path.join(rootDir, CONTRACT_FILE);
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, await contractText(rootDir));
print(`✓ wrote ${CONTRACT_FILE}`);

const page = path.join(rootDir, 'contract', 'reference.html');
const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
// --inlineBundle: the page carries Redoc's script, so it opens offline and from the file system.
const rendered = spawnSync(process.execPath, [cli, 'build-docs', target, '--output', page, '--inlineBundle'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  // No usage data from this command, nor from the page's readers.
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
if (rendered.status !== 0) {
  console.error(`✖ rendering ${path.relative(rootDir, page)} failed (exit ${rendered.status ?? 'signal'})`);
  process.exitCode = 1;
} else print(`✓ rendered ${path.relative(rootDir, page)}`);
