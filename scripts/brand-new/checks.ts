import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { brandLabel, stringField, stringItems } from '../validate/checks/check';
import type { LoadedBrand } from '../validate/load-project';
import type { BrandInput } from './resolve-options';

/** Every folder under brands/, with or without a manifest: a half-made folder still takes the name. */
export async function brandFolders(rootDir: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(rootDir, 'brands'), { withFileTypes: true });
    return entries.filter((e) => e.isDirectory()).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * What the new lender would collide with, in the words `npm run validate` would use, but said
 * before anything is written. Org codes compare ignoring case because ?org= and host names do.
 */
export function takenProblems(
  input: Partial<Pick<BrandInput, 'org' | 'hosts'>>,
  brands: readonly LoadedBrand[],
  folders: readonly string[],
): string[] {
  const problems: string[] = [];
  const org = input.org?.toUpperCase();
  const folder = org ? folders.find((f) => f.toUpperCase() === org) : undefined;
  if (folder) {
    problems.push(`--org ${input.org}: is already taken: brands/${folder}/ exists (org codes must be unique, ignoring case)`);
  }
  for (const brand of brands) {
    const code = stringField(brand.manifest, 'orgCode');
    if (org && code?.toUpperCase() === org && brand.folder.toUpperCase() !== org) {
      problems.push(`--org ${input.org}: is already used by ${brandLabel(brand)}`);
    }
  }
  for (const host of input.hosts ?? []) {
    const owner = brands.find((b) => stringItems(b.manifest, 'hostPrefixes').some(([, p]) => p.toLowerCase() === host));
    if (owner) problems.push(`--hosts ${host}: is already claimed by ${brandLabel(owner)}; choose another prefix`);
  }
  return problems;
}
