import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles, relativePosix } from '../lib/list-files';
import { buildSnapshot, gitBlobId, isSnapshotPath, SnapshotError, type Snapshot, type SourceFile } from './snapshot';

const WHERE = 'in the working tree';

/** brands/ and flows/ as they are on disk now, untracked files included: what the author is about to commit. */
export async function loadSnapshotFromDisk(rootDir: string): Promise<Snapshot> {
  if (!existsSync(path.join(rootDir, 'brands'))) {
    throw new SnapshotError(`${rootDir} has no brands/ folder: run brand:diff from the project folder`);
  }
  const lists = await Promise.all(['brands', 'flows'].map((dir) => listFiles(path.join(rootDir, dir))));
  const files: SourceFile[] = [];
  for (const absPath of lists.flat()) {
    const relPath = relativePosix(rootDir, absPath);
    if (isSnapshotPath(relPath)) files.push({ path: relPath, text: read(rootDir, relPath).toString('utf8') });
  }
  return buildSnapshot(files, WHERE, (orgCode, fileName) => {
    const relPath = `brands/${orgCode}/${fileName}`;
    return existsSync(path.join(rootDir, relPath)) ? gitBlobId(read(rootDir, relPath)) : undefined;
  });
}

function read(rootDir: string, relPath: string): Buffer {
  try {
    return readFileSync(path.join(rootDir, relPath));
  } catch (error) {
    throw new SnapshotError(`${relPath} ${WHERE}: cannot be read (${(error as Error).message})`);
  }
}
