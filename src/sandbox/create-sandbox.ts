import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { loadBrands } from './brands';
import { attachChatService } from './chat/chat-service';
import { chatUpgradeHandler, type UpgradeHandler } from './chat/chat-socket';
import { createApp } from './create-app';
import { openSandboxDb } from './db';
import { loadFlagList } from './flag-list';
import type { SandboxContext } from './sandbox-context';
import { createSchemaRegistry, type SchemaRegistry } from './schema-registry';
import { ensureSeed, loadSeedData, seedState } from './seed';
import { createRequestValidator } from './validate-request';

export interface Sandbox {
  app: Hono;
  /** Same as POST /__sandbox/reset: empty state, re-read brands/ and flows/, seed again. */
  reset(): Promise<void>;
  /** Saves pending changes and closes the database; the app must not be used afterwards. */
  close(): Promise<void>;
  /** Takes an HTTP upgrade that is the chat socket's (true), or leaves it to the server (false). */
  handleUpgrade: UpgradeHandler;
}

export interface SandboxOptions {
  /** SQLite file; default <rootDir>/.sandbox-data/sandbox.sqlite. null keeps everything in memory. */
  dataFile?: string | null;
  /** Where brands/ and flows/ are read; default process.cwd(). */
  rootDir?: string;
  /** Uploaded files; default <rootDir>/.sandbox-data/uploads (tests get their temp root's). */
  uploadsDir?: string;
  /** Clock for open-status and timestamps; tests pin it. */
  now?: () => Date;
}

// Schemas are repo files that never change while the process runs; compiling them once keeps
// the many in-memory sandboxes of a test run cheap.
let sharedSchemas: SchemaRegistry | undefined;

/** The local stand-in for the lender's back end. Node only: never import it from browser code. */
export async function createSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const rootDir = opts.rootDir ?? process.cwd();
  const dataFile = opts.dataFile === undefined ? join(rootDir, '.sandbox-data', 'sandbox.sqlite') : opts.dataFile;
  const schemas = (sharedSchemas ??= createSchemaRegistry());
  const validator = createRequestValidator(schemas);
  const seed = loadSeedData(validator);
  const db = await openSandboxDb(dataFile);
  const uploadsDir = opts.uploadsDir ?? join(rootDir, '.sandbox-data', 'uploads');

  const clock = opts.now ?? (() => new Date());
  const ctx: SandboxContext = {
    db,
    validator,
    seed,
    brands: loadBrands(rootDir),
    flagList: loadFlagList(rootDir, schemas),
    now: () => new Date(clock().getTime() + ctx.clockOffsetMs),
    clockOffsetMs: 0,
    uploadsDir,
    reset() {
      // Read first: a broken flag list must fail the reset before any state is thrown away.
      const flagList = loadFlagList(rootDir, schemas);
      ctx.brands = loadBrands(rootDir);
      ctx.flagList = flagList;
      ctx.clockOffsetMs = 0;
      db.transaction(() => {
        db.clearState();
        seedState(db, seed, ctx.brands);
      });
      // The applications the files belonged to are gone with the reset.
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };

  attachChatService(ctx, rootDir, schemas);
  if (db.isNew) seedState(db, seed, ctx.brands);
  else ensureSeed(db, seed, ctx.brands);
  await db.persistIfDirty();

  return {
    app: createApp(ctx),
    async reset() {
      ctx.reset();
      await db.persistIfDirty();
    },
    close: () => db.close(),
    handleUpgrade: chatUpgradeHandler(ctx),
  };
}
