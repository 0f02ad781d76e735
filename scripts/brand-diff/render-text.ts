import type { Change } from './change';
import { hasChanges, summaryLine, type Plan } from './plan';
import {
  affectsWords,
  EMPTY_FLOW_FILE,
  flowHeading,
  HOSTS_HEADING,
  hostSide,
  hostSubject,
  isLong,
  NO_CHANGES,
  orderWords,
  setWords,
} from './wording';

export interface TextOptions {
  /** ANSI colours; the CLI turns them on only for a terminal without NO_COLOR. */
  color?: boolean;
  /** A first line saying what was compared with what. */
  title?: string;
  /** The `Plan: ...` count line (default true); off for one lender's part of a plan. */
  summary?: boolean;
}

type Paint = (text: string, tone: 'add' | 'remove' | 'change' | 'strong') => string;

const ANSI = { add: '\x1b[32m', remove: '\x1b[31m', change: '\x1b[33m', strong: '\x1b[1m' } as const;

/** The plan for a terminal, laid out like `terraform plan`: + added, - removed, ~ changed. */
export function renderText(plan: Plan, options: TextOptions = {}): string {
  const paint: Paint = options.color ? (text, tone) => `${ANSI[tone]}${text}\x1b[0m` : (text) => text;
  const out: string[] = options.title ? [options.title, ''] : [];
  if (!hasChanges(plan)) return [...out, NO_CHANGES].join('\n') + '\n';
  if (options.summary !== false) out.push(paint(summaryLine(plan), 'strong'));
  for (const lender of plan.added) {
    out.push('', paint(`+ added lender ${lender.orgCode} ${JSON.stringify(lender.displayName)}`, 'add'));
    out.push(
      `    Hosts: ${lender.hostPrefixes.join(', ') || 'none'}`,
      `    States served: ${lender.statesServed.join(', ') || 'none'}`,
    );
  }
  for (const lender of plan.removed) {
    out.push('', paint(`- removed lender ${lender.orgCode} ${JSON.stringify(lender.displayName)}`, 'remove'));
    out.push(`    Hosts it had: ${lender.hostPrefixes.join(', ') || 'none'}`);
    out.push(`    States served: ${lender.statesServed.join(', ') || 'none'}`);
  }
  if (plan.hosts.length) {
    out.push('', `${HOSTS_HEADING}:`);
    for (const host of plan.hosts) {
      out.push(paint(`  ~ ${hostSubject(host)}: ${hostSide(host, 'before')} -> ${hostSide(host, 'after')}`, 'change'));
    }
  }
  for (const lender of plan.changed) {
    out.push('', paint(`~ changed lender ${lender.orgCode} ${JSON.stringify(lender.displayName)}`, 'change'));
    for (const change of lender.changes) out.push(...changeLines(change, '    ', paint));
  }
  for (const flow of plan.flows) {
    const tone = flow.status === 'added' ? 'add' : flow.status === 'removed' ? 'remove' : 'change';
    const mark = { add: '+', remove: '-', change: '~' }[tone];
    out.push(
      '',
      paint(`${mark} ${flowHeading(flow)} ${flow.file} (${flow.label}), ${affectsWords(flow, plan.lenderCount)}`, tone),
    );
    for (const change of flow.changes) out.push(...changeLines(change, '    ', paint));
    if (flow.changes.length === 0) out.push(`    ${EMPTY_FLOW_FILE}`);
  }
  return out.join('\n') + '\n';
}

function changeLines(change: Change, indent: string, paint: Paint): string[] {
  switch (change.kind) {
    case 'changed':
      if (!isLong(change)) return [`${indent}${change.label}: ${change.before} -> ${change.after}`];
      return [
        `${indent}${change.label}:`,
        paint(`${indent}  old: ${change.before}`, 'remove'),
        paint(`${indent}  new: ${change.after}`, 'add'),
      ];
    case 'added':
      return [paint(`${indent}${change.label} added: ${change.value}`, 'add')];
    case 'removed':
      return [paint(`${indent}${change.label} removed: ${change.value}`, 'remove')];
    case 'set':
      return [`${indent}${change.label}: ${setWords(change)}`];
    case 'reordered':
      return [`${indent}${change.label}: ${orderWords(change.before, change.after).join(' -> ')}`];
    case 'summary':
      return [`${indent}${change.label}: ${change.parts.join(', ')}`];
  }
}
