/** A throw-away copy of the repository (sharing node_modules) for builds with changed data. */
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';

const COPIED = ['package.json', 'tsconfig.json', 'vite.config.ts', 'index.html', 'public', 'schemas', 'brands', 'flows', 'src', 'scripts'];

export async function createScratchCopy(rootDir: string): Promise<{ dir: string; dispose(): Promise<void> }> {
  await import('node:fs/promises').then((fs) => fs.mkdir(join(rootDir, '.scratch'), { recursive: true }));
  const dir = await mkdtemp(join(rootDir, '.scratch', 'copy-'));
  for (const entry of COPIED) {
    await cp(join(rootDir, entry), join(dir, entry), { recursive: true, filter: (src) => !src.includes(`${join('src', 'generated')}`) });
  }
  await symlink(join(rootDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}
