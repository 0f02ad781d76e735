import { stringList, type Change } from './change';
import { computeFlowChanges, type FlowFileChange } from './flow-changes';
import { computeHostChanges, lenderRef, type HostChange, type LenderRef } from './host-changes';
import { lenderChanges } from './lender-changes';
import { flagList } from './lender-flags';
import type { Snapshot } from './snapshot';

export type { Change } from './change';
export type { FlowFileChange } from './flow-changes';
export type { HostChange, LenderRef } from './host-changes';

export interface LenderSummary extends LenderRef {
  hostPrefixes: string[];
  statesServed: string[];
}

export interface LenderChange extends LenderRef {
  changes: Change[];
}

/** What a change will do to borrowers, lender by lender, before it is merged. */
export interface Plan {
  added: LenderSummary[];
  removed: LenderSummary[];
  changed: LenderChange[];
  /** Hosts that resolve to another lender; the entry with prefix null is the default brand changing. */
  hosts: HostChange[];
  flows: FlowFileChange[];
  /**
   * Org codes whose own pages look or behave differently: added, removed and changed lenders and
   * both ends of every host that moved. Lenders reached only through a shared flow file are not
   * listed (that would be every lender); see `flows[].affects`.
   */
  changedBrands: string[];
  /** Lenders after the change, for "affects all N lenders". */
  lenderCount: number;
}

export function computePlan(before: Snapshot, after: Snapshot): Plan {
  const flags = { before: flagList(before), after: flagList(after) };
  const added: LenderSummary[] = [];
  const removed: LenderSummary[] = [];
  const changed: LenderChange[] = [];
  for (const orgCode of [...new Set([...before.brands.keys(), ...after.brands.keys()])].sort()) {
    const was = before.brands.get(orgCode);
    const now = after.brands.get(orgCode);
    if (!was) added.push(summary(after, orgCode));
    else if (!now) removed.push(summary(before, orgCode));
    else {
      const context = { flags, logoBefore: before.logos?.get(orgCode), logoAfter: after.logos?.get(orgCode) };
      const changes = lenderChanges(was, now, context);
      if (changes.length > 0) changed.push({ ...lenderRef(after.brands, orgCode), changes });
    }
  }
  const hosts = computeHostChanges(before, after);
  const touched = [...added, ...removed, ...changed].map((l) => l.orgCode);
  const moved = hosts
    .flatMap((h) => [h.before.orgCode, h.after.orgCode])
    .filter((o) => before.brands.has(o) || after.brands.has(o));
  return {
    added,
    removed,
    changed,
    hosts,
    flows: computeFlowChanges(before, after),
    changedBrands: [...new Set([...touched, ...moved])].sort(),
    lenderCount: after.brands.size,
  };
}

export function hasChanges(plan: Plan): boolean {
  return plan.added.length + plan.removed.length + plan.changed.length + plan.hosts.length + plan.flows.length > 0;
}

function summary(snapshot: Snapshot, orgCode: string): LenderSummary {
  const manifest = snapshot.brands.get(orgCode)!;
  return {
    ...lenderRef(snapshot.brands, orgCode),
    hostPrefixes: stringList(manifest.hostPrefixes),
    statesServed: stringList(manifest.statesServed).sort(),
  };
}

/** The summary line: `Plan: 1 lender added, 0 removed, 3 changed; 2 hosts resolve differently; 1 flow file changed.` */
export function summaryLine(plan: Plan): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const hosts = plan.hosts.filter((h) => h.prefix !== null).length;
  const defaultMoved = plan.hosts.some((h) => h.prefix === null) ? ', and the default brand changes' : '';
  return (
    `Plan: ${count(plan.added.length, 'lender', 'lenders')} added, ${plan.removed.length} removed, ${plan.changed.length} changed; ` +
    `${count(hosts, 'host resolves', 'hosts resolve')} differently${defaultMoved}; ${count(plan.flows.length, 'flow file', 'flow files')} changed.`
  );
}
