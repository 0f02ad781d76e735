import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDiagnostic, formatFailureSummary, formatSuccessSummary } from './validate/diagnostic';
import { loadProject, validateLoadedProject } from './validate/validate-project';

// `npm run validate`: one line per problem, then a summary; exit 1 on any problem.
// stdout, not console.log: the lint keeps console for warnings, and this is the tool's output.
const print = (line: string) => process.stdout.write(`${line}\n`);
// An optional argument names another project folder (fixtures, benchmarks); default: this repo.
const rootDir = process.argv[2] ? path.resolve(process.argv[2]) : fileURLToPath(new URL('..', import.meta.url));
const project = await loadProject(rootDir);
const diagnostics = await validateLoadedProject(project);
for (const d of diagnostics) print(formatDiagnostic(d));
if (diagnostics.length > 0) {
  print(formatFailureSummary(diagnostics));
  process.exitCode = 1;
} else {
  print(formatSuccessSummary(project.brands.length, project.flowFiles.length));
}
