import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSnapshotFromDisk } from './load-disk';
import { defaultRef, loadSnapshotFromGit } from './load-git';
import { computePlan, hasChanges } from './plan';
import { renderMarkdown } from './render-markdown';
import { renderText } from './render-text';
import { PageSetError } from '../screenshots/page-set';
import { SnapshotError } from './snapshot';
import { BuildError, writeVisualReport } from './visual-report';

/** Where --screenshots writes without --out (git-ignored). */
export const DEFAULT_REPORT_DIR = 'brand-diff-report';

export const USAGE = `Usage: npm run brand:diff -- [<git-ref>] [--format text|markdown] [--out <dir>] [--screenshots]

Shows what a change to brands/ and flows/ does for borrowers, lender by lender.
  <git-ref>          compare with this commit (default: where this branch left main, else HEAD)
  --format markdown  print a pull-request comment instead of terminal text
  --out <dir>        also write <dir>/plan.md and <dir>/plan.txt
  --screenshots      also build the commit and the working tree and render the changed lenders'
                     pages from both, side by side: <dir>/index.html (default dir: ${DEFAULT_REPORT_DIR})
Exit code: 0 no borrower-visible change, 2 changes, 1 error.`;

export const EXIT = { unchanged: 0, error: 1, changed: 2 } as const;

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Colour only for a terminal, and never when NO_COLOR is set (https://no-color.org). */
  isTTY?: boolean;
  env?: Readonly<Record<string, string | undefined>>;
}

export interface CliResult {
  exitCode: number;
}

/** `brand:diff` without process globals, so tests run it against any folder. */
export async function runBrandDiff(argv: readonly string[], rootDir: string, io: CliIo): Promise<CliResult> {
  let args;
  try {
    args = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'text' },
        out: { type: 'string' },
        screenshots: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return usageError(io, (error as Error).message);
  }
  const { format, help, screenshots } = args.values;
  const out = args.values.out ?? (screenshots ? DEFAULT_REPORT_DIR : undefined);
  if (help) {
    io.stdout(`${USAGE}\n`);
    return { exitCode: EXIT.unchanged };
  }
  if (args.positionals.length > 1) return usageError(io, `one git ref at most, got ${args.positionals.join(' ')}`);
  if (format !== 'text' && format !== 'markdown') {
    return usageError(io, `--format must be text or markdown, not "${format}"`);
  }
  try {
    const ref = args.positionals[0] ?? defaultRef(rootDir);
    const title = `Comparing ${args.positionals[0] ? ref : describeDefault(ref)} with the working tree.`;
    const [before, after] = await Promise.all([loadSnapshotFromGit(rootDir, ref), loadSnapshotFromDisk(rootDir)]);
    const plan = computePlan(before, after);
    const color = Boolean(io.isTTY) && !io.env?.NO_COLOR;
    io.stdout(format === 'markdown' ? renderMarkdown(plan, { title }) : renderText(plan, { title, color }));
    if (out !== undefined) {
      const dir = path.resolve(rootDir, out);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'plan.md'), renderMarkdown(plan, { title }));
      await writeFile(path.join(dir, 'plan.txt'), renderText(plan, { title }));
      if (screenshots) {
        const log = (line: string) => io.stderr(`${line}\n`);
        const failures = await writeVisualReport({ rootDir, ref, plan, before, after, outDir: dir, title, log });
        if (failures.length > 0) {
          io.stderr(
            `brand:diff: ${failures.length} pictures could not be taken (the report says which):\n${failures.map((f) => `  ${f}`).join('\n')}\n`,
          );
          return { exitCode: EXIT.error };
        }
      }
    }
    return { exitCode: hasChanges(plan) ? EXIT.changed : EXIT.unchanged };
  } catch (error) {
    const known = error instanceof SnapshotError || error instanceof PageSetError || error instanceof BuildError;
    io.stderr(`brand:diff: ${known ? error.message : ((error as Error).stack ?? String(error))}\n`);
    return { exitCode: EXIT.error };
  }
}

function usageError(io: CliIo, problem: string): CliResult {
  io.stderr(`brand:diff: ${problem}\n\n${USAGE}\n`);
  return { exitCode: EXIT.error };
}

function describeDefault(ref: string): string {
  return ref === 'HEAD' ? 'HEAD (no main branch found)' : `the commit this branch left main at (${ref.slice(0, 10)})`;
}
