import { formatDiagnostic, formatFailureSummary, formatSuccessSummary } from './diagnostic';
import { loadProject, validateLoadedProject } from './validate-project';

// stdout, not console.log: the lint keeps console for warnings, and this is the tool's output.
const print = (line: string) => process.stdout.write(`${line}\n`);

/** `npm run validate` on a project folder: one line per problem, then a summary; the exit code. */
export async function main(rootDir: string): Promise<number> {
  const project = await loadProject(rootDir);
  const diagnostics = await validateLoadedProject(project);
  for (const d of diagnostics) print(formatDiagnostic(d));
  if (diagnostics.length > 0) {
    print(formatFailureSummary(diagnostics));
    return 1;
  }
  print(formatSuccessSummary(project.brands.length, project.flowFiles.length));
  return 0;
}
