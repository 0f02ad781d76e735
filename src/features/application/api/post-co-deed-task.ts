import type { HttpClient } from '@/core/http/http-client';
import { CO_DEED_BASE, type CoDeedStatus } from './get-co-deed-status';

/** POST .../heloc/co-deed/tasks/{task}: one of the additional signer's steps; answers the new co-deed status. */
export function postCoDeedTask(http: HttpClient, task: string, body: unknown): Promise<CoDeedStatus> {
  return http<CoDeedStatus>('POST', `${CO_DEED_BASE}/tasks/${encodeURIComponent(task)}`, { body: body ?? {} });
}
