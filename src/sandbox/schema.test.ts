import initSqlJs from 'sql.js';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SCHEMA, SCHEMA_VERSION, STATE_TABLES } from './schema';

describe('the sandbox schema', () => {
  it('creates every table a reset empties, and no other', async () => {
    const SQL = await initSqlJs({
      locateFile: (name: string) => createRequire(import.meta.url).resolve(`sql.js/dist/${name}`),
    });
    const db = new SQL.Database();
    db.exec(SCHEMA);
    const tables = db.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")[0];
    expect(tables?.values.map(([name]) => name).sort()).toEqual([...STATE_TABLES].sort());
    expect(STATE_TABLES).toContain('consent_records');
  });

  it('has a version SQLite can store and a new file never has', () => {
    expect(Number.isInteger(SCHEMA_VERSION)).toBe(true);
    expect(SCHEMA_VERSION).toBeGreaterThan(0);
    expect(SCHEMA_VERSION).toBeLessThan(2 ** 31);
  });
});
