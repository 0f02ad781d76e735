import { formatDiagnostic, formatFailureSummary, formatSuccessSummary } from '../validate/diagnostic';
import { generate, InvalidInputsError } from './generate-project';

// stdout, not console.log: the lint keeps console for warnings, and this is the tool's output.
const print = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `npm run generate` on a project folder: validates the inputs exactly as `npm run validate` does,
 * then rewrites src/generated/; the exit code. The build and `npm test` run this alone, so the
 * inputs are loaded and checked once, in one process.
 */
export async function main(rootDir: string): Promise<number> {
  const started = performance.now();
  try {
    const result = await generate({ rootDir });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const phases = Object.entries(result.timings)
      .map(([phase, ms]) => `${phase} ${ms} ms`)
      .join(', ');
    const { written, deleted } = result.writes;
    print(formatSuccessSummary(result.validated.brands, result.validated.flowFiles));
    print(
      `✓ generated ${result.fileCount} files in src/generated (${written} written, ${deleted} stale removed) in ${seconds} s (${phases})`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof InvalidInputsError)) throw error;
    for (const d of error.diagnostics) print(formatDiagnostic(d));
    print(formatFailureSummary(error.diagnostics));
    print('✖ nothing generated: fix the problems above first');
    return 1;
  }
}
