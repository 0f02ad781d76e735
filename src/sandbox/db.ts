import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import initSqlJs from 'sql.js';
import type { BindParams, Database, SqlJsStatic } from 'sql.js';
import { SCHEMA, SCHEMA_VERSION, STATE_TABLES } from './schema';

export type Row = Record<string, number | string | Uint8Array | null>;

export interface SandboxDb {
  all<T extends Row>(sql: string, params?: BindParams): T[];
  get<T extends Row>(sql: string, params?: BindParams): T | undefined;
  /** Any write goes through here, so the db knows it must be saved. */
  run(sql: string, params?: BindParams): void;
  transaction(work: () => void): void;
  clearState(): void;
  /** True when the file was created (or the db is in memory) and needs seed data. */
  readonly isNew: boolean;
  persistIfDirty(): Promise<void>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
let sqlModule: Promise<SqlJsStatic> | undefined;

// The WASM is located through Node's resolver rather than sql.js's own guess, so the sandbox
// also works when Vite bundles its config and the caller's directory is not sql.js's.
function loadSqlJs(): Promise<SqlJsStatic> {
  sqlModule ??= initSqlJs({ locateFile: (file: string) => require.resolve(`sql.js/dist/${file}`) });
  return sqlModule;
}

function openDatabase(sql: SqlJsStatic, dataFile: string | null): { db: Database; existed: boolean } {
  if (dataFile === null || !existsSync(dataFile)) return { db: new sql.Database(), existed: false };
  try {
    const db = new sql.Database(readFileSync(dataFile));
    // sql.js reads lazily: the first query is what notices a file that is not SQLite.
    db.exec('PRAGMA user_version');
    return { db, existed: true };
  } catch (error) {
    throw new Error(`Sandbox data file ${dataFile} is not a SQLite database; delete it to start fresh`, {
      cause: error,
    });
  }
}

function userVersion(db: Database): number {
  return Number(db.exec('PRAGMA user_version')[0]?.values[0]?.[0] ?? 0);
}

/**
 * The database with this code's schema: the file's own when it was written with the same schema,
 * else a new one (an older or newer sandbox's data is test state; the caller seeds it again).
 */
function withCurrentSchema(
  sql: SqlJsStatic,
  opened: { db: Database; existed: boolean },
): { db: Database; fresh: boolean } {
  if (opened.existed && userVersion(opened.db) === SCHEMA_VERSION) return { db: opened.db, fresh: false };
  opened.db.close();
  const db = new sql.Database();
  db.exec(`BEGIN; ${SCHEMA}; PRAGMA user_version = ${SCHEMA_VERSION}; COMMIT;`);
  return { db, fresh: true };
}

export async function openSandboxDb(dataFile: string | null): Promise<SandboxDb> {
  const sql = await loadSqlJs();
  const { db, fresh } = withCurrentSchema(sql, openDatabase(sql, dataFile));
  let dirty = fresh;
  let closed = false;
  // Writes are chained so two quick requests never interleave their tmp-then-rename steps.
  let writing: Promise<void> = Promise.resolve();
  let writeCount = 0;
  let depth = 0;
  if (dataFile) mkdirSync(dirname(dataFile), { recursive: true });

  function assertOpen(): void {
    if (closed) throw new Error('Sandbox database is closed');
  }

  function persist(): Promise<void> {
    if (!dataFile || !dirty) return writing;
    dirty = false;
    const bytes = db.export();
    const tmp = `${dataFile}.${process.pid}.${(writeCount += 1)}.tmp`;
    const write = async (): Promise<void> => {
      await writeFile(tmp, bytes);
      await rename(tmp, dataFile);
    };
    const job = writing.then(write, write);
    // A failed write (disk full, folder removed) fails this request only; the next change
    // tries again with the whole database.
    writing = job.catch(() => {
      dirty = true;
    });
    return job;
  }

  const api: SandboxDb = {
    isNew: fresh,
    all<T extends Row>(sql: string, params?: BindParams): T[] {
      assertOpen();
      const statement = db.prepare(sql, params ?? null);
      try {
        const rows: T[] = [];
        while (statement.step()) rows.push(statement.getAsObject() as T);
        return rows;
      } finally {
        statement.free();
      }
    },
    get<T extends Row>(sql: string, params?: BindParams): T | undefined {
      return api.all<T>(sql, params)[0];
    },
    run(sql: string, params?: BindParams): void {
      assertOpen();
      db.run(sql, params ?? null);
      dirty = true;
    },
    transaction(work: () => void): void {
      assertOpen();
      // Re-entrant: stores wrap their own writes, and reset wraps several stores in one.
      if (depth > 0) return work();
      db.exec('BEGIN');
      depth += 1;
      try {
        work();
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      } finally {
        depth -= 1;
      }
    },
    clearState(): void {
      api.transaction(() => {
        for (const table of STATE_TABLES) api.run(`DELETE FROM ${table}`);
        // Fault ids start again at 1, so a test after a reset sees the same ids every run.
        api.run('DELETE FROM sqlite_sequence');
      });
    },
    persistIfDirty: persist,
    async close(): Promise<void> {
      if (closed) return writing;
      await persist();
      closed = true;
      db.close();
    },
  };
  return api;
}
