import { matchCondition, type RouteCondition } from '../status/match-condition';
import { conditionRefs } from './condition-ids';
import type { RegistrationContext } from './context';
import { registrationFlow } from './flow';

let byId: ReadonlyMap<string, RouteCondition> | null = null;

/** The flow's conditions by id (src/core/registration/condition-ids.ts), read once. */
function conditions(): ReadonlyMap<string, RouteCondition> {
  byId ??= new Map(conditionRefs(registrationFlow).map((ref) => [ref.id, ref.schema as RouteCondition]));
  return byId;
}

/**
 * Whether the context matches the flow condition with this id, by the condition interpreter
 * (src/core/status/match-condition.ts); npm run validate refused any keyword it does not read.
 */
export function matches(conditionId: string, ctx: RegistrationContext): boolean {
  const condition = conditions().get(conditionId);
  if (!condition) throw new Error(`No registration condition "${conditionId}" in flows/registration/steps.json`);
  return matchCondition(condition, ctx);
}
