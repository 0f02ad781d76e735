import path from 'node:path';
import { parseArgs } from 'node:util';
import { FIELDS, type Answers } from './fields';

export interface CliArgs {
  answers: Answers;
  /** Never ask: fail on anything missing (scripts, CI, tests). */
  yes: boolean;
  rootDir: string;
  help: boolean;
}

const COLOR_FLAGS = ['--primary', '--nav'];

/** Flags from the field table, so a new field is one row there and never out of step here. */
export function parseCliArgs(argv: readonly string[], cwd: string): CliArgs {
  const fieldOptions = Object.fromEntries(FIELDS.map((f) => [f.flag, { type: 'string' as const }]));
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        ...fieldOptions,
        yes: { type: 'boolean', short: 'y' },
        root: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    const message = (error as Error).message;
    // `--primary #1f5fa8` unquoted: the shell drops everything from # on, so the value is missing.
    const hint = COLOR_FLAGS.some((f) => message.includes(f))
      ? ` Quote colours ('#1f5fa8') or leave out the #: an unquoted # starts a shell comment.`
      : ' Run with --help for the list of flags.';
    throw new Error(`${message.replace(/\.?$/, '.')}${hint}`);
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const answers: Answers = {};
  for (const field of FIELDS) {
    const value = values[field.flag];
    if (typeof value === 'string') answers[field.key] = value;
  }
  const root = typeof values.root === 'string' ? path.resolve(cwd, values.root) : cwd;
  return { answers, yes: values.yes === true, rootDir: root, help: values.help === true };
}

export function usage(): string {
  const rows = FIELDS.map((f) => {
    const need = f.need === 'required' ? '' : f.need === 'optional' ? ' (optional)' : ' (has a default)';
    return `  --${f.flag.padEnd(12)} ${f.question}${need}`;
  });
  return [
    'npm run brand:new -- [flags]',
    '',
    'Adds brands/<ORG>/manifest.json and a placeholder logo.svg for a new partner lender.',
    'Asks for anything not given when run in a terminal; with --yes it fails instead.',
    '',
    ...rows,
    `  --${'yes'.padEnd(12)} Never ask; fail and list the flags still needed`,
    `  --${'root'.padEnd(12)} Repository folder (default: the current folder)`,
    '',
    'Example:',
    "  npm run brand:new -- --yes --org BLUE_HERON_CU --name 'Blue Heron Credit Union' \\",
    "    --hosts blueheron,bhcu --primary '#1f5fa8' --states OR,WA --phone '(206) 555-0142' \\",
    "    --email help@blueheroncu.example --nmls 654321 --street '400 Pine Street' --city Seattle \\",
    '    --state WA --zip 98101',
  ].join('\n');
}
