import type { ApplicationRecord } from '../heloc/application-record';
import type { SandboxContext } from '../sandbox-context';
import { saveApplicationRecord, type StoredApplication } from '../stores/applications-store';
import { readWaitMs } from '../stores/workflow-settings-store';
import { advanceWaiting } from './advance';

/** The application as it stands now: waiting statuses whose time is up have moved on (and are saved). */
export function currentApplication(ctx: SandboxContext, stored: StoredApplication): StoredApplication {
  const moved = advanceWaiting(stored.record, ctx.now(), readWaitMs(ctx.db));
  return moved ? saveRecord(ctx, stored, moved) : stored;
}

export function saveRecord(
  ctx: SandboxContext,
  stored: StoredApplication,
  record: ApplicationRecord,
): StoredApplication {
  saveApplicationRecord(ctx.db, record);
  return { ...stored, record };
}
