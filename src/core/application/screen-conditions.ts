import { matchCondition, type ConditionSchema } from '../status/match-condition';

/**
 * Conditions in the application's and the signer's screens (`shownWhen` of an income method or
 * note, `splitWhen`, `askBackOfIdWhen`, `introVariant.when`): written in flows/ in the scoped form
 * registration uses and compiled by npm run generate (scripts/lib/flow-conditions.ts) to JSON
 * Schema over this context, which src/core/status/match-condition.ts evaluates.
 *
 * - `/flags/<key>/enabled`: true while the flag of flows/feature-flags.json is on for the borrower
 *   (false once answered off or when its call failed), as in the registration context;
 * - `/application/employmentType`: the application's employmentType, absent when it does not say.
 *
 * npm run validate refuses any other scope (scripts/validate/checks/screen-scopes.ts).
 */
export interface ScreenConditionContext {
  flags: Readonly<Record<string, { enabled: boolean }>>;
  application: { employmentType?: string };
}

/** The fields of ScreenConditionContext a scope may start with. */
export const SCREEN_CONTEXT_FIELDS = ['flags', 'application'] as const;
/** The fields of the application a scope may name. */
export const SCREEN_APPLICATION_FIELDS = ['employmentType'] as const;

/** What a screen condition reads: the flags that are on, and the borrower's primary income source. */
export interface ScreenFacts {
  flagsOn: ReadonlySet<string>;
  /** The application's employmentType; undefined when the application does not say. */
  employmentType: string | undefined;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

function collectFlags(condition: unknown, into: Set<string>): void {
  if (!isNode(condition)) return;
  const flags = isNode(condition.properties) ? condition.properties.flags : undefined;
  if (isNode(flags)) {
    if (isNode(flags.properties)) for (const key of Object.keys(flags.properties)) into.add(key);
    if (Array.isArray(flags.required)) for (const key of flags.required) if (typeof key === 'string') into.add(key);
  }
  for (const key of ['allOf', 'anyOf'])
    if (Array.isArray(condition[key])) for (const inner of condition[key] as unknown[]) collectFlags(inner, into);
  collectFlags(condition.not, into);
}

/**
 * Every flag the conditions name (their `/flags/<key>` scopes), each once, in order: the flags
 * a screen must ask for before it can decide. Undefined conditions name none.
 */
export function conditionFlags(conditions: readonly unknown[]): string[] {
  const found = new Set<string>();
  for (const condition of conditions) collectFlags(condition, found);
  return [...found];
}

/** The context a condition is evaluated against: each flag it names, on or off, and the employmentType. */
export function screenConditionContext(condition: unknown, facts: ScreenFacts): ScreenConditionContext {
  const flags = Object.fromEntries(
    conditionFlags([condition]).map((key) => [key, { enabled: facts.flagsOn.has(key) }]),
  );
  return {
    flags,
    application: facts.employmentType === undefined ? {} : { employmentType: facts.employmentType },
  };
}

/** True when the (compiled) condition holds for these facts; a screen without one always holds. */
export function screenConditionHolds(condition: unknown, facts: ScreenFacts): boolean {
  if (condition === undefined) return true;
  return matchCondition(condition as ConditionSchema, screenConditionContext(condition, facts));
}
