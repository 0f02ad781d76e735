import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { inlineFlowRefs, type RefProblem } from '../lib/flow-refs';
import { parseJsonDocument, type JsonDocument } from '../lib/json-document';
import { listFiles, relativePosix } from '../lib/list-files';
import { isPlainObject, loadSchemaFiles, type SchemaFile } from '../lib/schema-registry';

/** A brand folder's manifest as read from disk; fields are only trustworthy once validation passed. */
export interface LoadedBrand {
  /** Folder name under brands/, which must equal the manifest's orgCode. */
  folder: string;
  /** Absolute path of the brand folder (the logo sits next to the manifest). */
  dir: string;
  /** Repo-relative path of manifest.json. */
  file: string;
  doc: JsonDocument;
  /** The parsed manifest; an empty object when the file is not valid JSON or not an object. */
  manifest: Record<string, unknown>;
}

export interface LoadedProject {
  rootDir: string;
  schemas: SchemaFile[];
  /** Every JSON file under brands/ and flows/, and the data files of schemas/ (not *.schema.json), each checked against the schema it names. */
  dataFiles: JsonDocument[];
  brands: LoadedBrand[];
  /** Brand folders that have no manifest.json. */
  foldersWithoutManifest: string[];
  /** The files of flows/, each value with its `$ref`s inlined and its conditions compiled (scripts/lib/flow-refs.ts): what every check and emitter reads. */
  flowFiles: JsonDocument[];
  /** `$ref`s in flows/ that could not be inlined, and conditions that could not be compiled (left as written in the values above). */
  refProblems: RefProblem[];
}

const MANIFEST = 'manifest.json';

export async function loadProject(rootDir: string): Promise<LoadedProject> {
  const isJson = (p: string) => p.endsWith('.json');
  // schemas/ holds data too: the API's operation list (schemas/api/operations.json).
  const isSchemaData = (p: string) => isJson(p) && !p.endsWith('.schema.json');
  const [schemas, brandPaths, flowPaths, schemaDataPaths, folders] = await Promise.all([
    loadSchemaFiles(rootDir),
    listFiles(path.join(rootDir, 'brands'), isJson),
    listFiles(path.join(rootDir, 'flows'), isJson),
    listFiles(path.join(rootDir, 'schemas'), isSchemaData),
    brandFolders(rootDir),
  ]);
  const docs = [...brandPaths, ...flowPaths, ...schemaDataPaths].map((p) => readDocument(rootDir, p));
  const byPath = new Map(docs.map((d) => [d.absPath, d]));
  const brands: LoadedBrand[] = [];
  const foldersWithoutManifest: string[] = [];
  for (const folder of folders) {
    const dir = path.join(rootDir, 'brands', folder);
    const doc = byPath.get(path.join(dir, MANIFEST));
    if (!doc) {
      foldersWithoutManifest.push(folder);
      continue;
    }
    brands.push(loadedBrand(folder, dir, doc));
  }
  const flowSet = new Set(flowPaths);
  const flowFiles = docs.filter((d) => flowSet.has(d.absPath));
  // A problem inside an inlined part is located at the $ref that brought it in (the nearest
  // pointer the file's own text has), so the person editing sees where the piece is used.
  const { values, problems: refProblems } = inlineFlowRefs(flowFiles);
  for (const doc of flowFiles) doc.value = values.get(doc.file);
  return {
    rootDir,
    schemas,
    dataFiles: docs,
    brands,
    foldersWithoutManifest,
    flowFiles,
    refProblems,
  };
}

/** Every brand manifest with its paths; generate and the brand commands reuse this. */
export async function loadBrands(rootDir: string): Promise<LoadedBrand[]> {
  const folders = await brandFolders(rootDir);
  const loaded = folders.map((folder) => {
    const dir = path.join(rootDir, 'brands', folder);
    const absPath = path.join(dir, MANIFEST);
    try {
      return loadedBrand(folder, dir, readDocument(rootDir, absPath));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  });
  return loaded.filter((b): b is LoadedBrand => b !== undefined);
}

function loadedBrand(folder: string, dir: string, doc: JsonDocument): LoadedBrand {
  return { folder, dir, file: doc.file, doc, manifest: isPlainObject(doc.value) ? doc.value : {} };
}

function readDocument(rootDir: string, absPath: string): JsonDocument {
  return parseJsonDocument(relativePosix(rootDir, absPath), absPath, readFileSync(absPath, 'utf8'));
}

/** Every folder under brands/, with or without a manifest: a half-made folder still takes the name. */
export async function brandFolders(rootDir: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(rootDir, 'brands'), { withFileTypes: true });
    return entries
      .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
