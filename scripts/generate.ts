import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importBundled } from './lib/bundled-import';
import { recordPhase, reportPhases, timePhase } from './lib/phase-timings';

// `npm run generate`: validates the inputs, then rewrites src/generated/ from them.
// The work is imported after start-up is measured, so HELOC_TIMINGS=1 tells the two apart, and
// as one cached bundle when its files are unchanged (scripts/lib/bundled-import.ts).
recordPhase('startup', performance.now());
type Main = typeof import('./generate/main');
const { main } = await timePhase('import', () => importBundled<Main>(new URL('./generate/main.ts', import.meta.url)));
// An optional argument names another project folder (fixtures, benchmarks); default: this repo.
const rootDir = process.argv[2] ? path.resolve(process.argv[2]) : fileURLToPath(new URL('..', import.meta.url));
process.exitCode = await main(rootDir);
recordPhase('total', performance.now());
reportPhases();
