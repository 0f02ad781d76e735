import { readFileSync } from 'node:fs';

/** Set while withReadOnce runs: absolute path -> bytes already read. */
let memo: Map<string, Buffer> | undefined;

/**
 * Within fn, each input file is read from disk once: generate hashes every input, parses the
 * manifests, checks the logos and copies them, and with a thousand brands the repeated reads
 * cost more than the work. It also gives the whole run one snapshot of every file.
 */
export async function withReadOnce<T>(fn: () => Promise<T>): Promise<T> {
  if (memo) return fn();
  memo = new Map();
  try {
    return await fn();
  } finally {
    memo = undefined;
  }
}

/**
 * Reads a small input file synchronously. Inputs are thousands of files of a few KB; a blocking
 * read costs microseconds, while the async version queues four thread-pool round trips per
 * file and measured 5-10x slower for a thousand brands. Build scripts only: never in a server.
 */
export function readSmallFile(absPath: string): Buffer {
  const remembered = memo?.get(absPath);
  if (remembered) return remembered;
  const bytes = readFileSync(absPath);
  memo?.set(absPath, bytes);
  return bytes;
}

export function readSmallText(absPath: string): string {
  return memo ? readSmallFile(absPath).toString('utf8') : readFileSync(absPath, 'utf8');
}
