import { ALL_CHECKS } from './checks/all-checks';
import type { ProjectCheck } from './checks/check';
import { dedupeDiagnostics, fileDiagnostic, sortDiagnostics, type Diagnostic } from './diagnostic';
import { loadProject, type LoadedProject } from './load-project';
import { diagnosticAt } from './locate';
import { checkAgainstSchemas } from './schema-check';

export type { Diagnostic } from './diagnostic';
export { loadBrands, loadProject, type LoadedBrand, type LoadedProject } from './load-project';

/** Every problem in schemas/, brands/ and flows/, sorted by file and line; empty when all is well. */
export async function validateProject(rootDir: string): Promise<Diagnostic[]> {
  return validateLoadedProject(await loadProject(rootDir));
}

/** Same, for callers that already loaded the project (generate reuses the parsed files). */
export async function validateLoadedProject(
  project: LoadedProject,
  checks: readonly ProjectCheck[] = ALL_CHECKS,
): Promise<Diagnostic[]> {
  const { diagnostics, validFiles } = await checkAgainstSchemas(project);
  for (const folder of project.foldersWithoutManifest) {
    const message = 'is missing: every folder in brands/ needs a manifest.json';
    diagnostics.push(fileDiagnostic(`brands/${folder}/manifest.json`, message));
  }
  for (const problem of project.refProblems) {
    const doc = project.flowFiles.find((d) => d.file === problem.file)!;
    diagnostics.push(diagnosticAt(doc, problem.pointer, problem.message));
  }
  const context = { rootDir: project.rootDir, brands: project.brands, flowFiles: project.flowFiles, validFiles };
  const found = await Promise.all(checks.map((check) => check.run(context)));
  // A check that names a key the schema refuses (engine beside a form: generation writes it) says
  // why; the schema's bare "not allowed here" at the same key would only repeat it.
  const named = new Set(found.flat().map((d) => `${d.file}\0${d.pointer}`));
  const schemaOnly = diagnostics.filter(
    (d) => !(named.has(`${d.file}\0${d.pointer}`) && d.message.startsWith('has a property "')),
  );
  return sortDiagnostics(dedupeDiagnostics([...schemaOnly, ...found.flat()]));
}
