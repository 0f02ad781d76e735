import { shotFileName, type ViewportName } from '../screenshots/capture-settings';
import { defaultOrgCode, lenderRef } from './host-changes';
import type { Plan } from './plan';
import type { Snapshot } from './snapshot';

/** The two builds a report compares: the commit (before) and the working tree (after). */
export type Side = 'before' | 'after';
export const SIDES: readonly Side[] = ['before', 'after'];

/** A lender whose page set is rendered before and after the change. */
export interface CaptureTarget {
  orgCode: string;
  displayName: string;
  /** The builds that have this lender: an added one only after, a removed one only before. */
  sides: Side[];
  /** Why the lender is in the report, in words. */
  why: string[];
}

/**
 * Which lenders to render. Every lender the plan names (`changedBrands`: added, removed, changed,
 * either end of a host that moved); and for a flow file whose change reaches lenders none of
 * those are among, one of them as a sample (the default brand when it is reached, else the first
 * by org code), so a change to shared copy or the registration steps is seen without rendering
 * every lender. Sorted by org code.
 */
export function captureTargets(plan: Plan, before: Snapshot, after: Snapshot): CaptureTarget[] {
  const targets = new Map<string, CaptureTarget>();
  const add = (orgCode: string, why: string) => {
    const target = targets.get(orgCode);
    if (target) {
      target.why.push(why);
      return;
    }
    const sides = SIDES.filter((side) => (side === 'before' ? before : after).brands.has(orgCode));
    const { displayName } = lenderRef(after.brands.has(orgCode) ? after.brands : before.brands, orgCode);
    targets.set(orgCode, { orgCode, displayName, sides, why: [why] });
  };
  const named = (list: { orgCode: string }[]) => new Set(list.map((l) => l.orgCode));
  const [added, removed, changed] = [named(plan.added), named(plan.removed), named(plan.changed)];
  const hostEnds = new Set(plan.hosts.flatMap((h) => [h.before.orgCode, h.after.orgCode]));
  for (const orgCode of plan.changedBrands) {
    if (added.has(orgCode)) add(orgCode, 'added lender');
    else if (removed.has(orgCode)) add(orgCode, 'removed lender');
    else {
      // Only here: an added or removed lender takes its hosts along, which needs no second reason.
      if (changed.has(orgCode)) add(orgCode, 'changed lender');
      if (hostEnds.has(orgCode)) add(orgCode, 'a host name opens another lender than before');
    }
  }
  for (const flow of plan.flows) {
    const reached = flowReach(flow.affects, before, after);
    if (reached.length === 0 || reached.some((orgCode) => targets.has(orgCode))) continue;
    const fallback = defaultOrgCode(after.brands) ?? defaultOrgCode(before.brands);
    const sample = fallback !== undefined && reached.includes(fallback) ? fallback : reached[0]!;
    const scope =
      flow.affects === 'all' ? 'every lender' : `${reached.length} ${reached.length === 1 ? 'lender' : 'lenders'}`;
    add(sample, `sample: ${flow.file} changes for ${scope}`);
  }
  return [...targets.values()].sort((a, b) => (a.orgCode < b.orgCode ? -1 : a.orgCode > b.orgCode ? 1 : 0));
}

function flowReach(affects: 'all' | string[], before: Snapshot, after: Snapshot): string[] {
  if (affects !== 'all') return [...affects].sort();
  return [...new Set([...after.brands.keys(), ...before.brands.keys()])].sort();
}

/** A picture's path in the report folder: <ORG>/<page>-<phone|desktop>-<before|after>.png. */
export function shotPath(orgCode: string, pageKey: string, viewport: ViewportName, side: Side): string {
  return `${orgCode}/${shotFileName(pageKey, viewport).replace(/\.png$/, '')}-${side}.png`;
}

/** A report folder's own pictures, to clear before a new run (nothing else in the folder is touched). */
export const REPORT_PICTURE = /^[a-z0-9]+(-[a-z0-9]+)*-(before|after)\.png$/;

/**
 * The part of the plan about one lender, to print above its pictures: its own entry, hosts that
 * moved to or from it, and the flow files that reach it.
 */
export function lenderPlan(plan: Plan, orgCode: string): Plan {
  const only = <T extends { orgCode: string }>(list: T[]) => list.filter((l) => l.orgCode === orgCode);
  return {
    added: only(plan.added),
    removed: only(plan.removed),
    changed: only(plan.changed),
    hosts: plan.hosts.filter((h) => h.before.orgCode === orgCode || h.after.orgCode === orgCode),
    flows: plan.flows.filter((f) => f.affects === 'all' || f.affects.includes(orgCode)),
    changedBrands: plan.changedBrands.filter((o) => o === orgCode),
    lenderCount: plan.lenderCount,
  };
}
