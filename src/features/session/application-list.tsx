import { Link } from 'react-router';
import { displayDate } from '@/core/format/date';
import { flowStopOf } from '@/core/status/flow-stops';
import { fromApplication } from '@/core/status/status-context';
import { resolveStatusRoute } from '@/core/status/resolve-status-route';
import { fillTemplate } from '@/core/text/template';
import type { HelocApplication } from '@/generated/types/heloc-application';
import { START_APPLICATION_PATH } from './login-page';
import { sessionCopy } from './session-copy';

const copy = sessionCopy.dashboard;

/**
 * The borrower's applications, each linking to its page (which routes by status) with the status
 * in words and the day it was started. An application whose status ends or blocks the flow
 * (flows/status-routes.json flowStops) says so and offers the one thing left to do.
 */
export function ApplicationList({ applications }: { applications: readonly HelocApplication[] }) {
  if (applications.length === 0) {
    return (
      <p>
        {copy.empty} <Link to={START_APPLICATION_PATH}>{copy.startApplication}</Link>
      </p>
    );
  }
  return (
    <ul className="plain application-list">
      {applications.map((application) => {
        const { status, context } = fromApplication(application);
        const { street1, city, state } = application.property;
        const applicationPath = `/account/heloc/${encodeURIComponent(application.uuid)}`;
        const stop = flowStopOf(status);
        return (
          <li key={application.uuid}>
            <Link to={applicationPath}>
              {fillTemplate(copy.applicationLink, { loanNumber: application.loanNumber, street1, city, state })}
            </Link>
            <p>{fillTemplate(copy.status, { status: resolveStatusRoute(status, context).label })}</p>
            <p>
              {fillTemplate(copy.started, {
                date: displayDate(application.auditFields?.createdDate, copy.invalidDate),
              })}
            </p>
            {stop && (
              <p>
                {copy.flowStop[stop].note}{' '}
                <Link to={stop === 'ended' ? START_APPLICATION_PATH : applicationPath}>
                  {copy.flowStop[stop].action}
                </Link>
              </p>
            )}
            {application.active && !stop && (
              <p>
                <Link to={`${applicationPath}/start/profile`}>{copy.profileLink}</Link>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
