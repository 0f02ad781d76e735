import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from './validate/main';

// `npm run validate`: one line per problem, then a summary; exit 1 on any problem.
// An optional argument names another project folder (fixtures, benchmarks); default: this repo.
const rootDir = process.argv[2] ? path.resolve(process.argv[2]) : fileURLToPath(new URL('..', import.meta.url));
process.exitCode = await main(rootDir);
