import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from './generate/main';

// `npm run generate`: validates the inputs, then rewrites src/generated/ from them, in one process.
// An optional argument names another project folder (fixtures, benchmarks); default: this repo.
const rootDir = process.argv[2] ? path.resolve(process.argv[2]) : fileURLToPath(new URL('..', import.meta.url));
process.exitCode = await main(rootDir);
