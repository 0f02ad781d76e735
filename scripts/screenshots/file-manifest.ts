import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ManifestFile {
  /** Relative to the output folder, forward slashes. */
  path: string;
  sha256: string;
  bytes: number;
}

/** Hashes of the given files, sorted by path, so two runs can be compared with one diff. */
export async function describeFiles(outDir: string, paths: readonly string[]): Promise<ManifestFile[]> {
  return Promise.all(
    [...new Set(paths)].sort().map(async (path) => {
      const bytes = await readFile(join(outDir, path));
      return { path, sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length };
    }),
  );
}

/** Width and height from a PNG's header (IHDR), or undefined for anything that is not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
