import { createInterface } from 'node:readline/promises';
import { parseCliArgs, usage } from './args';
import { missingFlags, optionsFromAnswers, type Answers } from './fields';
import { nextSteps } from './next-steps';
import { askMissing } from './prompt';
import { scaffoldBrand } from './scaffold';

export interface CliIo {
  argv: readonly string[];
  cwd: string;
  /** Asking is only possible at a terminal; piped or CI runs behave as if --yes were given. */
  interactive: boolean;
  out(line: string): void;
  err(line: string): void;
}

/** Ctrl-C or Ctrl-D before the last answer: the run is cancelled, not failed. */
class InputEnded extends Error {}

/**
 * Reads answers line by line from an async iterator rather than rl.question: lines pasted in one
 * go are queued instead of dropped. Ctrl-C or Ctrl-D ends the input, which cancels the run.
 */
async function askAtTerminal(given: Answers, io: CliIo): Promise<Answers | undefined> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  rl.on('SIGINT', () => rl.close());
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (question: string) => {
    rl.setPrompt(question);
    rl.prompt();
    const next = await lines.next();
    if (next.done) throw new InputEnded();
    return next.value;
  };
  try {
    return await askMissing(given, { ask, say: io.out });
  } catch (error) {
    if (error instanceof InputEnded) return undefined;
    throw error;
  } finally {
    rl.close();
  }
}

/** `npm run brand:new`: 0 when the brand was written, 1 when anything was refused (reasons on stderr). */
export async function runBrandNew(io: CliIo): Promise<number> {
  let args;
  try {
    args = parseCliArgs(io.argv, io.cwd);
  } catch (error) {
    io.err(`brand:new: ${(error as Error).message}`);
    return 1;
  }
  if (args.help) {
    io.out(usage());
    return 0;
  }
  let answers = args.answers;
  if (!args.yes && io.interactive) {
    const asked = await askAtTerminal(answers, io);
    if (!asked) {
      io.err('\nbrand:new: cancelled; nothing was written.');
      return 1;
    }
    answers = asked;
  } else {
    const missing = missingFlags(answers);
    if (missing.length > 0) {
      const why = args.yes ? 'with --yes nothing is asked' : 'input is not a terminal, so nothing can be asked';
      io.err(`brand:new: missing ${missing.join(', ')} (${why}). Give them as flags; see --help.`);
      return 1;
    }
  }
  const result = await scaffoldBrand(optionsFromAnswers(answers), args.rootDir);
  if (!result.ok) {
    io.err('brand:new: nothing was written:');
    for (const error of result.errors) io.err(`  ${error}`);
    return 1;
  }
  for (const line of nextSteps(result.orgCode, result.hostPrefixes[0]!, result.files)) io.out(line);
  if (result.warnings.length > 0) {
    io.err(
      `\nnpm run validate also reports ${result.warnings.length} problem(s) in other files, unrelated to ${result.orgCode}:`,
    );
    for (const warning of result.warnings) io.err(`  ${warning}`);
  }
  return 0;
}
