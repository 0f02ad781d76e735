import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_FILE, contractText } from './contract/contract-text';

// `npm run contract`: writes contract/openapi.json from schemas/api/ (committed; validate fails
// when it is stale).
// stdout, not console.log: the lint keeps console for warnings, and this is the tool's output.
const print = (line: string) => process.stdout.write(`${line}\n`);
const rootDir = fileURLToPath(new URL('..', import.meta.url));
const target = path.join(rootDir, CONTRACT_FILE);
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, await contractText(rootDir));
print(`✓ wrote ${CONTRACT_FILE}`);
