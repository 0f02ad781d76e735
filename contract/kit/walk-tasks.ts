import type { Operation } from './openapi-operations';
import { CLOSED_STATUSES, type Capture } from './plan';

/**
 * Runs one operation's cases and adds their rows; answers the valid answer's body when it passed.
 * only: 'state' calls it to learn state, without rows; 'bad' runs the bad variants alone (and
 * answers true when it could); 'valid' the valid call alone.
 */
export type RunOperation = (op: Operation, capture?: Capture, only?: 'state' | 'bad' | 'valid') => Promise<unknown>;

interface WalkOptions {
  tasks: readonly Operation[];
  runOperation: RunOperation;
  /** Reads the application through the contract (getApplication): its status, and the tasks' values. */
  readStatus: () => Promise<string | undefined>;
  notChecked: (op: Operation, why: string, kase: 'valid' | 'every case') => void;
  /** Waits this long when no task is open (the back end may be working), at most maxWaits times in a row. */
  waitMs: number;
  maxWaits: number;
  sleep?: (ms: number) => Promise<void>;
}

/** At most this many tasks: the sandbox's longest walk is about 25. */
const MAX_STEPS = 40;

const statusesOf = (op: Operation): readonly string[] | undefined => op.state.statuses;

const opensIn = (op: Operation, status: string): boolean =>
  statusesOf(op)?.includes(status) ?? !CLOSED_STATUSES.includes(status);

/**
 * The application's tasks, as its status allows: at each status the first unchecked task open in
 * it runs (bad variants first, while the task is open, then the valid call, which may move the
 * status), and the others open there run their bad variants only; tasks open in any status run once nothing else is open; with no task open, the kit
 * waits and reads the status again, as the web app does. A task whose statuses never came is
 * listed as not checked, with the statuses the walk saw.
 */
export async function walkTasks(opts: WalkOptions): Promise<void> {
  const { tasks, runOperation, readStatus, notChecked } = opts;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const left = new Set(tasks);
  const badDone = new Set<Operation>();
  const seen: string[] = [];
  let waits = 0;
  for (let step = 0; step < MAX_STEPS + opts.maxWaits && left.size > 0; step += 1) {
    const status = await readStatus();
    if (!status) break;
    if (seen.at(-1) !== status) {
      seen.push(status);
      waits = 0;
    }
    const open = [...left].filter((op) => opensIn(op, status));
    const next = open.find((op) => op.state.statuses) ?? open[0];
    if (next) {
      // The others open now get their bad variants while they can: the valid call may move the status on.
      for (const other of open.filter((op) => op !== next && !badDone.has(op))) {
        if ((await runOperation(other, undefined, 'bad')) === true) badDone.add(other);
      }
      left.delete(next);
      await runOperation(next, undefined, badDone.has(next) ? 'valid' : undefined);
      continue;
    }
    if (waits >= opts.maxWaits) break;
    waits += 1;
    await sleep(opts.waitMs);
  }
  const last = seen.at(-1) ?? 'no status';
  for (const op of left) {
    const statuses = statusesOf(op) ?? [];
    const passed = statuses.some((s) => seen.includes(s));
    const at = statuses.length > 0 ? statuses.join(' or ') : 'an open status';
    notChecked(
      op,
      passed
        ? `needs an application at ${at}: the walk passed it, but another task open there moved it on first`
        : `needs an application at ${at}, which the walk through the contract did not reach (it stopped at ${last})`,
      badDone.has(op) ? 'valid' : 'every case',
    );
  }
}
