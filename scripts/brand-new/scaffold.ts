import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatDiagnostic } from '../validate/diagnostic';
import { loadBrands, validateProject, type Diagnostic } from '../validate/validate-project';
import { buildManifest, LOGO_FILE, manifestText } from './build-manifest';
import { brandFolders } from '../validate/load-project';
import { takenProblems } from './checks';
import type { BrandOptions } from './fields';
import { placeholderLogo } from './logo';
import { derivePalette } from './palette';
import { isComplete, resolveOptions } from './resolve-options';

export type ScaffoldResult =
  | {
      ok: true;
      /** Repo-relative paths written, manifest first. */
      files: string[];
      orgCode: string;
      hostPrefixes: string[];
      /** Problems `npm run validate` finds elsewhere in the repo: not ours to fix, but worth saying. */
      warnings: string[];
    }
  | { ok: false; errors: string[] };

/** Everything wrong with the options, formats first, then clashes with brands already in the repo. */
async function refusals(options: BrandOptions, rootDir: string) {
  const resolved = resolveOptions(options);
  const errors = [...resolved.errors];
  const { input, refused } = resolved;
  const palette = input.primary && !refused.has('nav') ? derivePalette(input.primary, input.nav) : undefined;
  if (palette && !palette.ok) errors.push(palette.error);
  const [brands, folders] = await Promise.all([loadBrands(rootDir), brandFolders(rootDir)]);
  errors.push(...(await takenProblems(input, brands, folders)));
  return { resolved, palette, errors };
}

/** A diagnostic is ours when it is in the new folder or names it (a prefix clash is reported on both brands). */
function concernsBrand(d: Diagnostic, orgCode: string): boolean {
  const folder = `brands/${orgCode}/`;
  return d.file.startsWith(folder) || d.message.includes(folder);
}

/**
 * Writes brands/<ORG>/manifest.json and a placeholder logo.svg for a new lender, then runs the
 * full project validation. Anything refused is refused before writing; if validation still
 * finds a problem with the new brand, the folder is removed again, so a failed run leaves the
 * repository as it was.
 */
export async function scaffoldBrand(options: BrandOptions, rootDir: string): Promise<ScaffoldResult> {
  const { resolved, palette, errors } = await refusals(options, rootDir);
  if (errors.length > 0 || !isComplete(resolved) || !palette?.ok) return { ok: false, errors };
  const { input } = resolved;

  const dir = path.join(rootDir, 'brands', input.org);
  await mkdir(path.dirname(dir), { recursive: true });
  try {
    // Not recursive: if someone created the folder since the check, fail instead of overwriting.
    await mkdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return {
      ok: false,
      errors: [`--org ${input.org}: brands/${input.org}/ appeared while checking; nothing was written`],
    };
  }
  const files = [`brands/${input.org}/manifest.json`, `brands/${input.org}/${LOGO_FILE}`];
  let diagnostics: Diagnostic[];
  try {
    await writeFile(path.join(rootDir, files[0]!), manifestText(buildManifest(input, palette.colors)));
    await writeFile(path.join(rootDir, files[1]!), placeholderLogo(input.name, palette.colors));
    diagnostics = await validateProject(rootDir);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const ours = diagnostics.filter((d) => concernsBrand(d, input.org));
  if (ours.length > 0) {
    await rm(dir, { recursive: true, force: true });
    const removed = `npm run validate refused the new brand, so brands/${input.org}/ was removed again:`;
    return { ok: false, errors: [removed, ...ours.map(formatDiagnostic)] };
  }
  const others = diagnostics.filter((d) => !concernsBrand(d, input.org)).map(formatDiagnostic);
  return { ok: true, files, orgCode: input.org, hostPrefixes: input.hosts, warnings: others };
}
