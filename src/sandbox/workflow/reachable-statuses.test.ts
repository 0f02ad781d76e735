import { describe, expect, it } from 'vitest';
import { resolveStatusRoute } from '../../core/status/resolve-status-route';
import type { WorkflowFacts } from './steps';
import { TASK_RULES, taskTransition } from './task-rules';
import { WAIT_RULES, waitTransition } from './wait-rules';

const VARIANTS: Partial<WorkflowFacts>[] = [
  {},
  {
    scenarios: [
      'bpo',
      'moreinfo',
      'liens',
      'payoff',
      'codeed',
      'manualnotary',
      'flood',
      'uwdecline',
      'selfemployed',
      'noavm',
    ],
  },
  { scenarios: ['noavm'] },
  { scenarios: ['conditions'] },
  {
    waitingOnFloodCert: true,
    primaryParticipantAcceptComplete: true,
    notaryReserved: true,
    lienMarkedForPayoff: true,
    signersComplete: true,
  },
];

function reachable(): string[] {
  const statuses = new Set<string>();
  for (const rule of TASK_RULES) {
    for (const from of rule.from === '*' ? [] : rule.from) {
      statuses.add(from);
      for (const more of VARIANTS) {
        for (const body of [{ accept: true }, { accept: false }]) {
          const facts = {
            status: from,
            scenarios: [],
            waitingOnFloodCert: false,
            primaryParticipantAcceptComplete: false,
            manualNotary: false,
            notaryReserved: false,
            lienMarkedForPayoff: false,
            signersComplete: false,
            conditionsOutstanding: false,
            notaryEndsAt: null,
            ...more,
          };
          const target = taskTransition(facts, rule.task, body);
          if (target && target !== 'stay') statuses.add(target.status);
        }
      }
    }
  }
  for (const rule of WAIT_RULES) {
    for (const from of rule.from) {
      statuses.add(from);
      for (const more of VARIANTS) {
        const step = waitTransition({
          status: from,
          scenarios: [],
          waitingOnFloodCert: false,
          primaryParticipantAcceptComplete: false,
          manualNotary: false,
          notaryReserved: false,
          lienMarkedForPayoff: false,
          signersComplete: false,
          conditionsOutstanding: false,
          notaryEndsAt: null,
          ...more,
        });
        if (step) statuses.add(step.status);
      }
    }
  }
  return [...statuses].sort();
}

describe('statuses the workflow puts an application in', () => {
  it.each(reachable())('%s has a row in flows/status-routes.json', (status) => {
    const warnings: string[] = [];
    expect(resolveStatusRoute(status, {}, (m) => warnings.push(m)).known).toBe(true);
    expect(warnings).toEqual([]);
  });
});
