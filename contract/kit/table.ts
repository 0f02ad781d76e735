import type { Case, Result } from './check-answer';

/** One line of the kit's report. */
export interface Row {
  operationId: string;
  /** `POST /identity/api/v1/registration/register`. */
  call: string;
  /** `every case` when the operation could not be called at all. */
  case: Case | 'every case';
  result: Result;
  why: string;
}

const HEAD = ['operation', 'method path', 'case', 'result', 'why'] as const;
/** A long path is cut so a row stays one line on a terminal. */
const CALL_WIDTH = 64;

const cut = (text: string, width: number): string => (text.length <= width ? text : `${text.slice(0, width - 1)}…`);

/** The rows as a plain table, then the summary line. */
export function formatTable(rows: readonly Row[]): string {
  const cells = rows.map((r) => [r.operationId, cut(r.call, CALL_WIDTH), r.case, r.result, r.why]);
  const widths = HEAD.slice(0, 4).map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]) =>
    [...c.slice(0, 4).map((text, i) => text.padEnd(widths[i]!)), c[4]].join('  ').trimEnd();
  return [line(HEAD), line(widths.map((w) => '-'.repeat(w)).concat('---')), ...cells.map(line), '', summary(rows)].join(
    '\n',
  );
}

export function summary(rows: readonly Row[]): string {
  const count = (result: Result) => rows.filter((r) => r.result === result).length;
  return `${count('passed')} passed, ${count('failed')} failed, ${count('not checked')} not checked`;
}
