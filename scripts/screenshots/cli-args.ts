import { parseArgs } from 'node:util';
import { didYouMean } from '../validate/closest-name';

export const USAGE = `Usage: npm run screenshots [-- --brands A,B] [--out screenshots] [--workers 2]

  --brands   org codes to render, comma-separated (default: every brand in brands/)
  --out      output folder (default: screenshots)
  --workers  pages rendered at the same time (default: 2)`;

export interface ScreenshotOptions {
  /** Org codes to render, in brands/ order. */
  orgCodes: string[];
  out: string;
  workers: number;
  help: boolean;
}

/** A mistake on the command line: the message, then the usage, and exit code 1. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** `knownOrgCodes` in the order the run should follow (sorted, so the gallery reads the same every time). */
export function parseCliArgs(argv: readonly string[], knownOrgCodes: readonly string[]): ScreenshotOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        brands: { type: 'string' },
        out: { type: 'string', default: 'screenshots' },
        workers: { type: 'string', default: '2' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const workers = Number(values.workers);
  if (!Number.isInteger(workers) || workers < 1 || workers > 16) throw new UsageError(`--workers must be a whole number from 1 to 16, not "${values.workers}"`);
  if (values.out.trim() === '') throw new UsageError('--out must name a folder');
  return { orgCodes: selectOrgCodes(values.brands, knownOrgCodes), out: values.out, workers, help: values.help };
}

function selectOrgCodes(list: string | undefined, known: readonly string[]): string[] {
  if (list === undefined) return [...known];
  const wanted = list.split(',').map((code) => code.trim()).filter((code) => code !== '');
  if (wanted.length === 0) throw new UsageError('--brands needs at least one org code, for example --brands MERIDIAN,CEDAR_VALLEY_FCU');
  const unknown = wanted.filter((code) => !known.includes(code));
  if (unknown.length > 0) {
    const lines = unknown.map((code) => `unknown brand "${code}"${didYouMean(code, known)}: no brands/${code}/manifest.json`);
    throw new UsageError(lines.join('\n'));
  }
  return known.filter((code) => wanted.includes(code));
}
