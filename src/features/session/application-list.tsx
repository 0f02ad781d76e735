import { Link } from 'react-router';
import { fromApplication } from '@/core/status/status-context';
import { resolveStatusRoute } from '@/core/status/resolve-status-route';
import { fillTemplate } from '@/core/text/template';
import type { HelocApplication } from '@/generated/types/heloc-application';
import { START_APPLICATION_PATH } from './login-page';
import { sessionCopy } from './session-copy';

const copy = sessionCopy.dashboard;

/** The borrower's applications, each linking to its page (which routes by status) with the status in words. */
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
        return (
          <li key={application.uuid}>
            <Link to={`/account/heloc/${encodeURIComponent(application.uuid)}`}>
              {fillTemplate(copy.applicationLink, { loanNumber: application.loanNumber, street1, city, state })}
            </Link>
            <p>{fillTemplate(copy.status, { status: resolveStatusRoute(status, context).label })}</p>
            {application.active && (
              <p>
                <Link to={`/account/heloc/${encodeURIComponent(application.uuid)}/start/profile`}>
                  {copy.profileLink}
                </Link>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
