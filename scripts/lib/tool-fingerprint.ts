import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The packages whose output the cache stores: a new version of any of them is a miss. */
export const CACHED_TOOLS = ['ajv', 'ajv-errors', 'esbuild', 'json-schema-to-typescript'] as const;

const TOOL_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The code that decides what the cached steps produce (ajv options, bundling, headers, type emission). */
const OWN_CODE = ['scripts/generate.ts', 'scripts/generate', 'scripts/lib'];

const require = createRequire(import.meta.url);

export function toolVersions(tools: readonly string[] = CACHED_TOOLS): Record<string, string> {
  return Object.fromEntries(
    tools.map((t) => [
      t,
      (JSON.parse(readFileSync(require.resolve(`${t}/package.json`), 'utf8')) as { version: string }).version,
    ]),
  );
}

/** sha256 over the generator's own source files (tests left out), by relative path and content. */
export function ownCodeHash(rootDir: string = TOOL_ROOT): string {
  const hash = createHash('sha256');
  const files = OWN_CODE.flatMap((entry) => {
    const abs = path.join(rootDir, entry);
    if (entry.endsWith('.ts')) return [abs];
    return readdirSync(abs, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
      .map((e) => path.join(e.parentPath, e.name));
  });
  for (const abs of files.sort())
    hash
      .update(`${path.relative(rootDir, abs)}\0`)
      .update(readFileSync(abs))
      .update('\0');
  return hash.digest('hex');
}

let fingerprint: { versions: Record<string, string>; code: string } | undefined;

/**
 * What every cache key starts with: the tool versions and the generator's code. Read once per
 * process (a few dozen small files).
 */
export function toolFingerprint(): { versions: Record<string, string>; code: string } {
  fingerprint ??= { versions: toolVersions(), code: ownCodeHash() };
  return fingerprint;
}
