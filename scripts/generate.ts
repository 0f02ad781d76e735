import { fileURLToPath } from 'node:url';
import { generate, InvalidInputsError } from './generate/generate-project';
import { formatDiagnostic, formatFailureSummary } from './validate/diagnostic';

// `npm run generate`: validates the inputs, then rewrites src/generated/ from them.
// stdout, not console.log: the lint keeps console for warnings, and this is the tool's output.
const print = (line: string) => process.stdout.write(`${line}\n`);
const rootDir = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
try {
  const result = await generate({ rootDir });
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const phases = Object.entries(result.timings).map(([phase, ms]) => `${phase} ${ms} ms`).join(', ');
  print(`✓ generated ${result.fileCount} files in src/generated in ${seconds} s (${phases})`);
} catch (error) {
  if (!(error instanceof InvalidInputsError)) throw error;
  for (const d of error.diagnostics) print(formatDiagnostic(d));
  print(formatFailureSummary(error.diagnostics));
  print('✖ nothing generated: fix the problems above first');
  process.exitCode = 1;
}
