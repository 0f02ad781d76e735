import type { FlagOn } from '../brand-flag';
import type { ApplicationRecord } from '../heloc/application-record';

export interface TaskEnv {
  now: Date;
  /** Who sent the task: uploads must be theirs. */
  identityUuid: string;
  /** Whether a flag is on for the application's lender: the flags that stand for back-end rules. */
  flagOn: FlagOn;
}

/**
 * What a task records on the application, beyond the status (which the transition table
 * decides). Bodies are already schema-valid; an effect throws a 400 for what a schema cannot
 * say (an offer id, a draw range, a routing checksum, an upload that is not the caller's).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each effect reads its own task's schema-checked body
export type TaskEffect = (record: ApplicationRecord, body: any, env: TaskEnv) => ApplicationRecord;
