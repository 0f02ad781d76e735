/**
 * Import cycles among source files, type-only imports included. ESLint's import-x/no-cycle skips
 * `import type` (it vanishes at build), but a type-only cycle still ties two modules together for
 * a reader: scripts/import-cycles.test.ts holds src/ to none.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

const SPECIFIER = /^(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The files a source file imports (or re-exports from) inside the repository: relative and `@/` paths. */
export function importsOf(file: string, source: string, root: string): string[] {
  const found: string[] = [];
  for (const [, spec = ''] of source.matchAll(SPECIFIER)) {
    const base = spec.startsWith('@/')
      ? path.join(root, 'src', spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : null;
    if (base === null) continue;
    const target = [base, ...EXTENSIONS.map((ext) => base + ext)].find((f) => /\.tsx?$/.test(f) && existsSync(f));
    if (target) found.push(target);
  }
  return found;
}

/** The strongly connected groups of more than one file (Tarjan), each sorted; none when there is no cycle. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}
