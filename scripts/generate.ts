import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordPhase, reportPhases, timePhase } from './lib/phase-timings';

// `npm run generate`: validates the inputs, then rewrites src/generated/ from them.
// The modules are imported after start-up is measured, so HELOC_TIMINGS=1 tells the two apart.
recordPhase('startup', performance.now());
const [{ generate, InvalidInputsError }, { formatDiagnostic, formatFailureSummary }] = await timePhase('import', () =>
  Promise.all([import('./generate/generate-project'), import('./validate/diagnostic')]),
);
// stdout, not console.log: the lint keeps console for warnings, and this is the tool's output.
const print = (line: string) => process.stdout.write(`${line}\n`);
// An optional argument names another project folder (fixtures, benchmarks); default: this repo.
const rootDir = process.argv[2] ? path.resolve(process.argv[2]) : fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
try {
  const result = await generate({ rootDir });
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const phases = Object.entries(result.timings).map(([phase, ms]) => `${phase} ${ms} ms`).join(', ');
  const { written, deleted } = result.writes;
  print(`✓ generated ${result.fileCount} files in src/generated (${written} written, ${deleted} stale removed) in ${seconds} s (${phases})`);
} catch (error) {
  if (!(error instanceof InvalidInputsError)) throw error;
  for (const d of error.diagnostics) print(formatDiagnostic(d));
  print(formatFailureSummary(error.diagnostics));
  print('✖ nothing generated: fix the problems above first');
  process.exitCode = 1;
}
recordPhase('total', performance.now());
reportPhases();
