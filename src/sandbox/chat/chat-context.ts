import labels from '../../generated/flows/status-labels.json' with { type: 'json' };
import table from '../../generated/flows/status-routes.json' with { type: 'json' };
import { resolveStatusRouteIn, statusLabelIn, type RoutingTable } from '../../core/status/route-table';
import { fromStatusResponse } from '../../core/status/status-context';
import { statusView } from '../heloc/application-view';
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

/**
 * What the agent console shows of the borrower's application: loan number, status and stage. The
 * stage is the screen the borrower is sent to, read as the web app reads it: the status call's
 * answer through the compiled status-to-screen table (src/generated/flows/status-routes.json).
 */
export function applicationContext(
  ctx: SandboxContext,
  applicationUuid: string | null,
): { loanNumber?: string; applicationStatus?: string; stage?: string } {
  const stored = applicationUuid ? getApplication(ctx.db, applicationUuid) : undefined;
  if (!stored) return {};
  const { status, context } = fromStatusResponse(statusView(stored.record));
  const route = resolveStatusRouteIn(table as unknown as RoutingTable, status, context, () => undefined);
  return {
    loanNumber: stored.record.loanNumber,
    applicationStatus: status,
    ...(route.known ? { stage: `${route.path.split('/')[0]}: ${statusLabelIn(labels, route)}` } : {}),
  };
}
