import type { BrandRegistry } from './brands';
import type { SandboxDb } from './db';
import type { FlagList } from './flag-list';
import type { SeedData } from './seed';
import type { RequestValidator } from './validate-request';

/** What every route needs; brands and flagList are re-read on reset, so read them per request. */
export interface SandboxContext {
  db: SandboxDb;
  validator: RequestValidator;
  seed: SeedData;
  brands: BrandRegistry;
  flagList: FlagList;
  /** The machine's time moved on by clockOffsetMs. */
  now(): Date;
  /** Test-only (PUT /__sandbox/clock): how far the sandbox's clock runs ahead; reset puts it back to 0. */
  clockOffsetMs: number;
  /** Where uploaded files are kept, one folder per application (git-ignored .sandbox-data/uploads). */
  uploadsDir: string;
  /** Empties all state, re-reads brands/ and flows/, and writes the seed again. */
  reset(): void;
}
