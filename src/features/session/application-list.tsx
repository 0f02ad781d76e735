import { useId } from 'react';
import { Link } from 'react-router';
import type { HelocApplication } from '@/generated/types/heloc-application';
import { ApplicationCard } from './application-card';
import { START_APPLICATION_PATH } from './login-page';
import { sessionCopy } from './session-copy';
import './dashboard.css';

const copy = sessionCopy.dashboard;

/** A signed-in borrower with no application: a heading, one sentence and the way to start one. */
function EmptyState() {
  const headingId = useId();
  return (
    <section className="dashboard-empty" aria-labelledby={headingId}>
      <h2 id={headingId} className="dashboard-empty__heading">
        {copy.emptyHeading}
      </h2>
      <p>{copy.empty}</p>
      <p className="dashboard-empty__action">
        <Link to={START_APPLICATION_PATH} className="button">
          {copy.startApplication}
        </Link>
      </p>
    </section>
  );
}

/** The borrower's applications, one card each, or the empty state when there is none. */
export function ApplicationList({ applications }: { applications: readonly HelocApplication[] }) {
  const headingId = useId();
  if (applications.length === 0) return <EmptyState />;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.applicationsHeading}</h2>
      <ul className="plain application-cards">
        {applications.map((application) => (
          <li key={application.uuid}>
            <ApplicationCard application={application} />
          </li>
        ))}
      </ul>
    </section>
  );
}
