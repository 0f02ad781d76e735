import type { WorkflowStatus } from '@/generated/types/workflow-status';

/**
 * Whether the application is at the status a widget's options name under `name` (the screen's
 * options.statuses in flows/application/screens/, checked against the workflow statuses by
 * npm run validate). A widget that names no such status never matches, so the flow, not the
 * widget, decides which status means "verified" or "started".
 */
export function atOptionStatus(options: object, name: string, status: WorkflowStatus | string | undefined): boolean {
  const statuses = (options as { statuses?: unknown }).statuses;
  if (typeof statuses !== 'object' || statuses === null || !Object.hasOwn(statuses, name)) return false;
  const wanted = (statuses as Record<string, unknown>)[name];
  return typeof wanted === 'string' && wanted === status;
}
