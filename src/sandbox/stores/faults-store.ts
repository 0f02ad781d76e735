import type { SandboxFault } from '@/generated/types/sandbox-fault';
import type { SandboxFaultList } from '@/generated/types/sandbox-fault-list';
import type { SandboxDb } from '../db';

export type FaultInput = SandboxFault;

/** times: requests left to affect; null for no limit. */
export type Fault = SandboxFaultList['faults'][number];

type FaultRow = {
  id: number;
  method: string;
  path: string;
  status: number | null;
  delay_ms: number;
  times_left: number | null;
  kind: 'status' | 'abort' | 'not-json';
  after_handler: number;
};

function toFault(row: FaultRow): Fault {
  return {
    id: row.id,
    method: row.method,
    path: row.path,
    status: row.status,
    delayMs: row.delay_ms,
    times: row.times_left,
    ...(row.kind !== 'status' && { kind: row.kind }),
    ...(row.after_handler ? { afterHandler: true as const } : {}),
  };
}

export function addFault(db: SandboxDb, input: FaultInput): Fault {
  db.run(
    'INSERT INTO faults (method, path, status, delay_ms, times_left, kind, after_handler) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [
      input.method,
      input.path,
      input.status ?? null,
      input.delayMs ?? 0,
      input.times ?? null,
      input.kind ?? 'status',
      input.afterHandler ? 1 : 0,
    ],
  );
  const row = db.get<FaultRow>('SELECT * FROM faults WHERE id = last_insert_rowid()');
  if (!row) throw new Error('Fault was not stored');
  return toFault(row);
}

export function listFaults(db: SandboxDb): Fault[] {
  return db.all<FaultRow>('SELECT * FROM faults ORDER BY id').map(toFault);
}

export function deleteFault(db: SandboxDb, id: number): boolean {
  const found = db.get('SELECT id FROM faults WHERE id = ?', [id]) !== undefined;
  if (found) db.run('DELETE FROM faults WHERE id = ?', [id]);
  return found;
}

export function clearFaults(db: SandboxDb): void {
  db.run('DELETE FROM faults');
}

/** "/a/b" matches only itself; "/a/*" matches every path that starts with "/a/". */
export function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/**
 * The oldest fault matching the request, counted down at once (before any delay), so
 * concurrent requests never use up more than `times` between them.
 */
export function takeMatchingFault(db: SandboxDb, method: string, path: string): Fault | undefined {
  const fault = listFaults(db).find((f) => (f.method === '*' || f.method === method) && pathMatches(f.path, path));
  if (!fault || fault.times === null) return fault;
  if (fault.times <= 1) db.run('DELETE FROM faults WHERE id = ?', [fault.id]);
  else db.run('UPDATE faults SET times_left = times_left - 1 WHERE id = ?', [fault.id]);
  return fault;
}
