import { createHash } from 'node:crypto';
import { inlineFlowRefs } from '../lib/flow-refs';
import { parseJsonDocument } from '../lib/json-document';
import { isPlainObject } from '../lib/schema-registry';

/** A manifest as committed; read loosely because an older ref may predate today's schema. */
export type Manifest = Record<string, unknown>;

/** Everything a borrower-visible plan is computed from, at one point in history. */
export interface Snapshot {
  /** Manifests by org code (the brand folder name, which validation keeps equal to orgCode). */
  brands: Map<string, Manifest>;
  /** Every flow file by repo-relative path, such as flows/shell/copy.json. */
  flows: Map<string, unknown>;
  /** Git blob id of each brand's logo file, when known: a redrawn logo keeps its file name. */
  logos?: Map<string, string>;
}

/** A file that cannot be read or parsed; the message names the file and the reason. */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

export interface SourceFile {
  /** Repo-relative path with forward slashes. */
  path: string;
  text: string;
}

const MANIFEST = /^brands\/([^/]+)\/manifest\.json$/;
const FLOW = /^flows\/.+\.json$/;

export const isSnapshotPath = (path: string): boolean => MANIFEST.test(path) || FLOW.test(path);

/**
 * Builds a snapshot from the files of one side; `where` says which side in error messages
 * ("at HEAD", "in the working tree"), `logoId` finds a brand's logo by file name.
 */
export function buildSnapshot(
  files: readonly SourceFile[],
  where: string,
  logoId: (orgCode: string, fileName: string) => string | undefined,
): Snapshot {
  const snapshot: Snapshot = { brands: new Map(), flows: new Map(), logos: new Map() };
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    const brand = MANIFEST.exec(file.path)?.[1];
    if (brand === undefined && !FLOW.test(file.path)) continue;
    const value = parseJson(file, where);
    if (brand === undefined) {
      snapshot.flows.set(file.path, value);
      continue;
    }
    if (!isPlainObject(value))
      throw new SnapshotError(`${file.path} ${where}: is not a JSON object, so it is not a manifest`);
    snapshot.brands.set(brand, value);
    const logo = logoFileName(value);
    const id = logo === undefined ? undefined : logoId(brand, logo);
    if (id !== undefined) snapshot.logos!.set(brand, id);
  }
  // Flows as the app reads them: a piece of flows/shared/defs.json that changed shows where it is used.
  const { values } = inlineFlowRefs(
    [...snapshot.flows].map(([file, value]) => ({ file, absPath: file, text: '', value })),
  );
  for (const file of snapshot.flows.keys()) snapshot.flows.set(file, values.get(file));
  return snapshot;
}

function parseJson(file: SourceFile, where: string): unknown {
  const doc = parseJsonDocument(file.path, file.path, file.text);
  const error = doc.syntaxError;
  if (error) throw new SnapshotError(`${file.path}:${error.line}:${error.column} ${where}: ${error.message}`);
  return doc.value;
}

function logoFileName(manifest: Manifest): string | undefined {
  const theme = manifest.theme;
  const logo = isPlainObject(theme) ? theme.logo : undefined;
  const file = isPlainObject(logo) ? logo.file : undefined;
  // The schema's pattern keeps the name inside the brand folder; an older ref is not trusted.
  return typeof file === 'string' && /^[a-z0-9][a-z0-9-]*\.svg$/.test(file) ? file : undefined;
}

/** Git's blob id of some bytes, so a file on disk and the same file in a commit compare equal. */
export function gitBlobId(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
