import type { Change } from './change';
import type { LenderRef } from './host-changes';
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

export interface MarkdownOptions {
  /** A line under the heading saying what was compared with what. */
  title?: string;
}

/** The plan as a pull-request review comment: headings per section, old and new values in code spans. */
export function renderMarkdown(plan: Plan, options: MarkdownOptions = {}): string {
  const out: string[] = ['## Brand plan', ''];
  if (options.title) out.push(escape(options.title), '');
  if (!hasChanges(plan)) return [...out, NO_CHANGES].join('\n') + '\n';
  out.push(`**${escape(summaryLine(plan))}**`);
  for (const [heading, lenders, hosts] of [
    ['Added lenders', plan.added, 'Hosts'],
    ['Removed lenders', plan.removed, 'Hosts it had'],
  ] as const) {
    if (lenders.length) out.push('', `### ${heading}`, '');
    for (const lender of lenders) {
      out.push(
        `- ${lenderTitle(lender)}`,
        `  - ${hosts}: ${codes(lender.hostPrefixes)}`,
        `  - States served: ${lender.statesServed.join(', ') || 'none'}`,
      );
    }
  }
  if (plan.hosts.length) {
    out.push('', `### ${HOSTS_HEADING}`, '', '| Host | Before | After |', '| --- | --- | --- |');
    for (const host of plan.hosts) {
      const subject = host.prefix === null ? escape(hostSubject(host)) : code(`${host.prefix}.<any domain>`);
      out.push(
        `| ${subject} | ${cell(hostSide(host, 'before', { name: escape, code }))} | ${cell(hostSide(host, 'after', { name: escape, code }))} |`,
      );
    }
  }
  if (plan.changed.length) {
    out.push('', '### Changed lenders');
    for (const lender of plan.changed) {
      out.push('', `#### ${lenderTitle(lender)}`, '');
      for (const change of lender.changes) out.push(...changeItems(change));
    }
  }
  if (plan.flows.length) {
    out.push('', '### Flow files');
    for (const flow of plan.flows) {
      out.push(
        '',
        `#### ${escape(capitalise(flowHeading(flow)))} ${code(flow.file)} (${escape(flow.label)}), ${escape(affectsWords(flow, plan.lenderCount))}`,
        '',
      );
      for (const change of flow.changes) out.push(...changeItems(change));
      if (flow.changes.length === 0) out.push(`- ${escape(EMPTY_FLOW_FILE)}`);
    }
  }
  return out.join('\n') + '\n';
}

function changeItems(change: Change): string[] {
  const label = `**${escape(change.label)}**`;
  switch (change.kind) {
    case 'changed':
      if (!isLong(change)) return [`- ${label}: ${code(change.before)} → ${code(change.after)}`];
      return [`- ${label}:`, `  - old: ${code(change.before)}`, `  - new: ${code(change.after)}`];
    case 'added':
      return [`- ${label} added: ${code(change.value)}`];
    case 'removed':
      return [`- ${label} removed: ${code(change.value)}`];
    case 'set':
      return [`- ${label}: ${escape(setWords(change))}`];
    case 'reordered':
      return [`- ${label}: ${orderWords(change.before, change.after).map(code).join(' → ')}`];
    case 'summary':
      return [`- ${label}: ${escape(change.parts.join(', '))}`];
  }
}

function lenderTitle(lender: LenderRef): string {
  return `${code(lender.orgCode)} ${escape(lender.displayName)}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Text outside code spans: characters that would start emphasis, a link or HTML (pipes: see cell). */
export function escape(text: string): string {
  return text.replace(/[\\`*_[\]<~]/g, (ch) => `\\${ch}`);
}

/** A code span that survives backticks in the value, as CommonMark allows. */
export function code(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

const codes = (items: readonly string[]) => (items.length ? items.map(code).join(', ') : 'none');

/** Inside a table a pipe ends the cell, even in a code span, so it is escaped there too. */
const cell = (text: string) => text.replace(/\|/g, '\\|');
