import path from 'node:path';
import { computeInputHash, defaultOutDir } from '../lib/input-hash';
import type { Diagnostic } from '../validate/diagnostic';
import { loadProject, validateLoadedProject } from '../validate/validate-project';
import { emitApplicationScreens } from './emit-application-screens';
import { emitBrandData } from './emit-brand-data';
import { emitFlowForms } from './emit-flow-forms';
import { emitFlagKeys } from './emit-flag-keys';
import { emitFlows } from './emit-flows';
import { emitRegistration } from './emit-registration';
import { emitTypes } from './emit-types';
import { emitValidators } from './emit-validators';
import { MARKER_FILE, writeOutputFiles, type WriteSummary } from './output-files';

export interface GenerateOptions {
  rootDir: string;
  /** Defaults to <rootDir>/src/generated; afterwards it holds exactly the generated files. */
  outDir?: string;
}

export interface GenerateResult {
  outDir: string;
  fileCount: number;
  inputHash: string;
  /** What validation passed before anything was generated, for the CLI's summary. */
  validated: { brands: number; flowFiles: number };
  /** Milliseconds per phase, for the CLI's summary and the benchmark. */
  timings: Record<'load' | 'validate' | 'emit' | 'write', number>;
  /** How many files were written, left unchanged and deleted as stale. */
  writes: WriteSummary;
}

/** Generating from invalid inputs is pointless; the caller prints these like `npm run validate`. */
export class InvalidInputsError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(`The inputs have ${diagnostics.length} problem(s); nothing was generated`);
  }
}

export async function generate({ rootDir, outDir = defaultOutDir(rootDir) }: GenerateOptions): Promise<GenerateResult> {
  assertSafeOutDir(rootDir, outDir);
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = Math.round(now - mark);
    mark = now;
    return ms;
  };
  // Hash first: an input edited while this runs makes the output report stale, never fresh.
  const inputHash = await computeInputHash(rootDir);
  const project = await loadProject(rootDir);
  const load = lap();
  const diagnostics = await validateLoadedProject(project);
  if (diagnostics.length > 0) throw new InvalidInputsError(diagnostics);
  const validate = lap();
  const schemas = project.schemas;
  assertUniqueNames(schemas.map((s) => s.name));
  const types = await emitTypes(schemas);
  const [validators, brandData, registration, application, forms] = await Promise.all([
    emitValidators(schemas, types.rootTypes),
    emitBrandData(project.brands, inputHash),
    emitRegistration(project.flowFiles),
    emitApplicationScreens(project.flowFiles),
    emitFlowForms(project.flowFiles),
  ]);
  const files = [
    MARKER_FILE,
    ...types.files,
    ...validators,
    ...brandData,
    ...registration,
    ...application,
    ...forms,
    ...emitFlagKeys(project.flowFiles),
    ...(await emitFlows(project.flowFiles, schemas)),
  ];
  const emit = lap();
  const writes = await writeOutputFiles(outDir, files);
  const validated = { brands: project.brands.length, flowFiles: project.flowFiles.length };
  return {
    outDir,
    fileCount: files.length,
    inputHash,
    validated,
    timings: { load, validate, emit, write: lap() },
    writes,
  };
}

/** Output files are named after the schema file alone, so two schemas may not share a name. */
function assertUniqueNames(names: string[]): void {
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup) throw new Error(`Two schemas are named ${dup}.schema.json; generated file names would collide`);
}

/** outDir is deleted before writing; refuse anything that would take inputs with it. */
function assertSafeOutDir(rootDir: string, outDir: string): void {
  const fromOut = path.relative(path.resolve(outDir), path.resolve(rootDir));
  if (fromOut === '' || !fromOut.startsWith('..')) {
    throw new Error(`Refusing to generate into ${outDir}: it contains the project itself`);
  }
}
