import path from 'node:path';
import { parseJsonDocument } from '../lib/json-document';
import { hostPrefixesCheck } from '../validate/checks/host-prefixes';
import { orgCodesCheck } from '../validate/checks/org-codes';
import type { LoadedBrand } from '../validate/load-project';
import type { BrandInput } from './resolve-options';

/** The draft's org code and host prefixes as validate would load them, next to the brands already there. */
function draftBrand(org: string, hosts: readonly string[]): LoadedBrand {
  const manifest = { orgCode: org, hostPrefixes: [...hosts] };
  // Its own name, so diagnostics on a real brand in a folder of the same name are not taken for the draft's.
  const file = `brands/${org}/manifest.json (draft)`;
  const doc = parseJsonDocument(file, file, JSON.stringify(manifest));
  return { folder: org, dir: path.join('brands', org), file, doc, manifest };
}

/** A validate diagnostic on the draft, said against the flag that set it. */
function asFlagProblem(pointer: string, message: string, input: Partial<Pick<BrandInput, 'org' | 'hosts'>>): string {
  const host = /^\/hostPrefixes\/(\d+)$/.exec(pointer);
  return host ? `--hosts ${input.hosts?.[Number(host[1])]}: ${message}` : `--org ${input.org}: ${message}`;
}

/**
 * What the new lender would collide with, found by validate's own org-code and host-prefix
 * checks run on a draft next to the real brands, but said before anything is written.
 */
export async function takenProblems(
  input: Partial<Pick<BrandInput, 'org' | 'hosts'>>,
  brands: readonly LoadedBrand[],
  folders: readonly string[],
): Promise<string[]> {
  const problems: string[] = [];
  const org = input.org?.toUpperCase();
  // A folder (even one without a manifest) takes the name; validate only sees manifests.
  const folder = org ? folders.find((f) => f.toUpperCase() === org) : undefined;
  if (folder) {
    problems.push(
      `--org ${input.org}: is already taken: brands/${folder}/ exists (org codes must be unique, ignoring case)`,
    );
  }
  const draft = draftBrand(input.org ?? '', input.hosts ?? []);
  const context = { rootDir: '', brands: [...brands, draft], flowFiles: [], validFiles: new Set<string>() };
  for (const check of [orgCodesCheck, hostPrefixesCheck]) {
    for (const d of await check.run(context)) {
      if (d.file !== draft.file) continue;
      if (d.pointer === '/orgCode' && (!input.org || folder)) continue;
      problems.push(asFlagProblem(d.pointer, d.message, input));
    }
  }
  return problems;
}
