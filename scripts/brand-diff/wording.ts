import type { Change } from './change';
import type { FlowFileChange } from './flow-changes';
import type { HostChange } from './host-changes';

/** Phrases both renderers share, so the terminal and the pull-request comment say the same thing. */

export const NO_CHANGES = 'No borrower-visible changes.';
export const HOSTS_HEADING = 'Hosts that resolve differently';
export const EMPTY_FLOW_FILE = 'The file holds nothing but its $schema.';

/** A text longer than this prints old and new on lines of their own, in full. */
export const LONG_VALUE = 60;

export function isLong(change: Extract<Change, { kind: 'changed' }>): boolean {
  return change.before.length > LONG_VALUE || change.after.length > LONG_VALUE;
}

type Format = (text: string) => string;
const same: Format = (text) => text;

export function hostSubject(change: HostChange): string {
  return change.prefix === null ? 'every host no lender claims' : `host ${change.prefix}.<any domain>`;
}

/** "Granite Trust Bank (GRANITE_TRUST)", with why the default brand answers when it does. */
export function hostSide(
  change: HostChange,
  side: 'before' | 'after',
  format: { name?: Format; code?: Format } = {},
): string {
  const { name: asName = same, code = same } = format;
  const lender = change[side];
  const name = `${asName(lender.displayName)} (${code(lender.orgCode)}`;
  if (change.prefix === null || !lender.isDefault) return `${name})`;
  return side === 'after'
    ? `${name}, the default brand: no lender claims ${change.prefix} any more)`
    : `${name}, the default brand: no lender claimed ${change.prefix})`;
}

export function affectsWords(flow: FlowFileChange, lenderCount: number): string {
  if (flow.affects === 'all') return `affects all ${lenderCount} ${lenderCount === 1 ? 'lender' : 'lenders'}`;
  if (flow.affects.length === 0) return 'affects no lender (each sets its own value)';
  if (flow.affects.length > flow.unaffected.length) {
    return `affects ${flow.affects.length} of ${lenderCount} lenders: all but ${flow.unaffected.join(', ')}`;
  }
  return `affects only ${flow.affects.join(', ')}`;
}

export function flowHeading(flow: FlowFileChange): string {
  return `${flow.status} flow file`;
}

export function setWords(change: Extract<Change, { kind: 'set' }>): string {
  const parts: string[] = [];
  if (change.added.length) parts.push(`added ${change.added.join(', ')}`);
  if (change.removed.length) parts.push(`removed ${change.removed.join(', ')}`);
  return parts.join('; ');
}

/** Lists longer than this drop the unchanged head and tail of a reorder, keeping one item of context. */
const FULL_ORDER = 8;

export function orderWords(before: readonly string[], after: readonly string[]): [string, string] {
  if (Math.max(before.length, after.length) <= FULL_ORDER) return [before.join(', '), after.join(', ')];
  let head = 0;
  while (head < before.length && before[head] === after[head]) head++;
  let tail = 0;
  while (
    tail < Math.min(before.length, after.length) - head &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  )
    tail++;
  const cut = (list: readonly string[]) => {
    const from = Math.max(0, head - 1);
    const to = Math.min(list.length, list.length - tail + 1);
    return [...(from > 0 ? ['…'] : []), ...list.slice(from, to), ...(to < list.length ? ['…'] : [])].join(', ');
  };
  return [cut(before), cut(after)];
}
