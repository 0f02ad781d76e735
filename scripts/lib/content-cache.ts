/**
 * An on-disk cache for the expensive pure steps of validate and generate (ajv standalone code,
 * json-schema-to-typescript). An entry is a set of named texts, stored under the sha256 of
 * everything its value depends on: the inputs, the tool versions and the generator's own code
 * (see tool-fingerprint.ts), so a hit is the same text a fresh run would compute. A missing,
 * incomplete or corrupt entry is a miss and is recomputed; a fresh clone simply starts cold.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

/** Bump when the entry layout changes, so older entries are never read as newer ones. */
const FORMAT = 1;
const INDEX = 'index.json';
/** Entries kept per namespace: the committed schemas and a few edits of them. */
const KEEP_PER_NAMESPACE = 8;

const TOOL_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** HELOC_CACHE=off computes everything, reading and writing nothing (for timing a cold run). */
export function cacheEnabled(): boolean {
  return process.env.HELOC_CACHE !== 'off';
}

/** node_modules/.cache is where build tools keep such caches; HELOC_CACHE_DIR overrides it (tests). */
export function defaultCacheDir(): string {
  return process.env.HELOC_CACHE_DIR ?? path.join(TOOL_ROOT, 'node_modules', '.cache', 'heloc-generate');
}

export interface CachedEntry {
  /** Name -> text, as stored. */
  texts: Record<string, string>;
  /** Absolute path of a stored text, for callers that import a module from it. */
  pathOf(name: string): string;
}

interface Index {
  format: number;
  key: string;
  /** Name -> stored file name and sha256 of its text. */
  files: Record<string, { file: string; sha256: string }>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The key of an entry: sha256 over the namespace and every part its value depends on. */
export function cacheKey(namespace: string, parts: readonly unknown[]): string {
  return sha256(JSON.stringify([FORMAT, namespace, ...parts]));
}

export class ContentCache {
  /** This process's hits and stores, so validate and generate in one process read an entry once. */
  private readonly memory = new Map<string, CachedEntry>();

  constructor(readonly dir: string = defaultCacheDir()) {}

  /** The entry stored under this key, or undefined when there is none, it does not check out, or HELOC_CACHE=off. */
  read(namespace: string, key: string): CachedEntry | undefined {
    if (!cacheEnabled()) return undefined;
    return this.memory.get(key) ?? this.readDisk(namespace, key);
  }

  private readDisk(namespace: string, key: string): CachedEntry | undefined {
    const entryDir = this.entryDir(namespace, key);
    try {
      const index = JSON.parse(readFileSync(path.join(entryDir, INDEX), 'utf8')) as Index;
      if (index.format !== FORMAT || index.key !== key) return undefined;
      const texts: Record<string, string> = {};
      for (const [name, { file, sha256: expected }] of Object.entries(index.files)) {
        const text = readFileSync(path.join(entryDir, file), 'utf8');
        if (sha256(text) !== expected) return undefined;
        texts[name] = text;
      }
      return this.remember(key, entryDir, index, texts);
    } catch {
      return undefined;
    }
  }

  /**
   * Stores an entry: written to a temporary folder and renamed into place, so a reader never
   * sees half an entry and two processes storing the same key do not collide. Failing to store
   * (read-only node_modules, full disk) only costs the next run its hit.
   */
  write(namespace: string, key: string, texts: Record<string, string>): void {
    const entryDir = this.entryDir(namespace, key);
    const index: Index = { format: FORMAT, key, files: {} };
    Object.entries(texts).forEach(([name, text], i) => {
      index.files[name] = { file: `${i}${path.extname(name)}`, sha256: sha256(text) };
    });
    const temp = path.join(this.dir, `.tmp-${process.pid}-${randomBytes(6).toString('hex')}`);
    try {
      mkdirSync(temp, { recursive: true });
      for (const [name, text] of Object.entries(texts)) writeFileSync(path.join(temp, index.files[name]!.file), text);
      writeFileSync(path.join(temp, INDEX), JSON.stringify(index));
      // Another process may have stored the same texts meanwhile: keep them, rather than pull
      // them from under a reader. A broken or different entry is replaced.
      if (isDeepStrictEqual(this.readDisk(namespace, key)?.texts, texts)) {
        rmSync(temp, { recursive: true, force: true });
        return;
      }
      rmSync(entryDir, { recursive: true, force: true });
      renameSync(temp, entryDir);
      this.remember(key, entryDir, index, texts);
      this.prune(namespace);
    } catch {
      rmSync(temp, { recursive: true, force: true });
    }
  }

  /** The stored texts, or computes and stores them (nothing is read or written with HELOC_CACHE=off). */
  async getOrCompute(
    namespace: string,
    key: string,
    compute: () => Promise<Record<string, string>>,
  ): Promise<Record<string, string>> {
    const hit = this.read(namespace, key);
    if (hit) return hit.texts;
    const texts = await compute();
    if (cacheEnabled()) this.write(namespace, key, texts);
    return texts;
  }

  private entryDir(namespace: string, key: string): string {
    return path.join(this.dir, `${namespace}-${key}`);
  }

  private remember(key: string, entryDir: string, index: Index, texts: Record<string, string>): CachedEntry {
    const entry = { texts, pathOf: (name: string) => path.join(entryDir, index.files[name]!.file) };
    this.memory.set(key, entry);
    return entry;
  }

  /** Keeps the newest entries of a namespace, so editing schemas all day does not fill the disk. */
  private prune(namespace: string): void {
    const ours = new RegExp(`^${namespace}-[0-9a-f]{64}$`);
    const entries = readdirSync(this.dir)
      .filter((name) => ours.test(name))
      .map((name) => ({ name, mtime: statSync(path.join(this.dir, name)).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
    for (const old of entries.slice(KEEP_PER_NAMESPACE))
      rmSync(path.join(this.dir, old.name), { recursive: true, force: true });
  }
}

let shared: ContentCache | undefined;

/** The process-wide cache in the default folder. */
export function sharedCache(): ContentCache {
  shared ??= new ContentCache();
  return shared;
}
