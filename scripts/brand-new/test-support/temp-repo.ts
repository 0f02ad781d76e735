import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDGETS_DIR } from '../../validate/checks/application-screens';
import type { BrandOptions } from '../fields';

/** The repository this file lives in; tests copy its data, never write to it. */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A throw-away copy of the real schemas/, brands/ and flows/ for tests: a scaffolded brand must
 * pass validation next to every real brand, not just next to a small fixture. The widget folder
 * comes too: validate checks that each screen's widget key names one; and the contract written
 * from schemas/, which validate checks is current.
 */
export async function createTempRepo(): Promise<{
  rootDir: string;
  brandFolders(): Promise<string[]>;
  cleanup(): Promise<void>;
}> {
  const rootDir = await mkdtemp(path.join(os.tmpdir(), 'brand-new-'));
  await Promise.all(
    ['schemas', 'brands', 'flows', 'contract', WIDGETS_DIR].map((dir) =>
      cp(path.join(REPO_ROOT, dir), path.join(rootDir, dir), { recursive: true }),
    ),
  );
  return {
    rootDir,
    brandFolders: async () => (await readdir(path.join(rootDir, 'brands'))).sort(),
    cleanup: () => rm(rootDir, { recursive: true, force: true }),
  };
}

/** A complete, valid set of answers; tests change one field at a time. */
export const VALID_OPTIONS: BrandOptions = {
  org: 'BLUE_HERON_CU',
  name: 'Blue Heron Credit Union',
  hosts: ['blueheron', 'bhcu'],
  primary: '#1f5fa8',
  states: ['WA', 'OR'],
  phone: '(206) 555-0142',
  email: 'help@blueheroncu.example',
  nmls: '654321',
  street: '400 Pine Street',
  city: 'Seattle',
  state: 'WA',
  zip: '98101',
};
