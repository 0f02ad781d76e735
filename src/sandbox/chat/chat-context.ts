import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StatusRoutes } from '@/generated/types/status-routes';
import type { SandboxContext } from '../sandbox-context';
import { getApplication } from '../stores/applications-store';
import { getLoanOriginator } from '../stores/lead-portal-store';

/** The referring loan officer's name, when the application has one: the chat is offered to them first. */
export function referringLoanOfficer(ctx: SandboxContext, applicationUuid: string | undefined): string | null {
  if (!applicationUuid) return null;
  const referrer = getApplication(ctx.db, applicationUuid)?.record.referrer;
  const lo = referrer ? getLoanOriginator(ctx.db, referrer.referrerUuid) : undefined;
  return lo ? `${lo.originator.userInfo.firstName} ${lo.originator.userInfo.lastName}` : null;
}

let statusRows: StatusRoutes['rows'] | undefined;

/** What the agent console shows of the borrower's application: loan number, status and stage. */
export function applicationContext(
  ctx: SandboxContext,
  applicationUuid: string | null,
): { loanNumber?: string; applicationStatus?: string; stage?: string } {
  const stored = applicationUuid ? getApplication(ctx.db, applicationUuid) : undefined;
  if (!stored) return {};
  const status = stored.record.status.checklistStatus;
  statusRows ??= (JSON.parse(readFileSync(join(process.cwd(), 'flows', 'status-routes.json'), 'utf8')) as StatusRoutes)
    .rows;
  const row = statusRows.find((r) => (r.statuses as readonly string[]).includes(status));
  return {
    loanNumber: stored.record.loanNumber,
    applicationStatus: status,
    ...(row ? { stage: `${row.route.split('/')[0]}: ${row.label}` } : {}),
  };
}
