import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordPhase, reportPhases, timePhase } from './lib/phase-timings';

// `npm run validate`: one line per problem, then a summary; exit 1 on any problem.
// The modules are imported after start-up is measured, so HELOC_TIMINGS=1 tells the two apart.
recordPhase('startup', performance.now());
const [{ formatDiagnostic, formatFailureSummary, formatSuccessSummary }, { loadProject, validateLoadedProject }] = await timePhase('import', () =>
  Promise.all([import('./validate/diagnostic'), import('./validate/validate-project')]),
);
// stdout, not console.log: the lint keeps console for warnings, and this is the tool's output.
const print = (line: string) => process.stdout.write(`${line}\n`);
// An optional argument names another project folder (fixtures, benchmarks); default: this repo.
const rootDir = process.argv[2] ? path.resolve(process.argv[2]) : fileURLToPath(new URL('..', import.meta.url));
const project = await timePhase('load', () => loadProject(rootDir));
const diagnostics = await validateLoadedProject(project);
for (const d of diagnostics) print(formatDiagnostic(d));
if (diagnostics.length > 0) {
  print(formatFailureSummary(diagnostics));
  process.exitCode = 1;
} else {
  print(formatSuccessSummary(project.brands.length, project.flowFiles.length));
}
recordPhase('total', performance.now());
reportPhases();
