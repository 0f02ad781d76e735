import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useProfile } from '@/api/get-profile';
import { PageHeading } from '@/renderer/page-heading';
import { useApplications } from './api/get-applications';
import { ApplicationList } from './application-list';
import { PhoneAliasForm } from './phone-alias-form';
import { ProfileDetails } from './profile-details';
import { sessionCopy } from './session-copy';
import type { SessionControls } from './session-controls';
import { useLogout } from './use-logout';

const { dashboard, settings } = sessionCopy;

/** Loading, the inline error box, or the content; a session that ended is handled centrally. */
function QueryState<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined };
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <p role="alert" className="field__messages field__messages--error">
        {sessionCopy.inlineError}
      </p>
    );
  }
  if (query.isPending || query.data === undefined) return <p role="status">{dashboard.loading}</p>;
  return <>{children(query.data)}</>;
}

export function LogoutButton({ session }: { session: SessionControls }) {
  const { logout, isPending } = useLogout(session);
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-busy={isPending || undefined}
      onClick={() => void logout()}
    >
      {dashboard.logout}
    </button>
  );
}

/** The message a page that sent the borrower here named in its navigation state ({ notice: key }), if the copy has it. */
function noticeOf(state: unknown): string | undefined {
  const key = (state as { notice?: unknown } | null)?.notice;
  const notices: Record<string, string> = dashboard.notices ?? {};
  return typeof key === 'string' && Object.hasOwn(notices, key) ? notices[key] : undefined;
}

/** /dashboard: the signed-in borrower's applications, under a notice a page sent the borrower here with. */
export function DashboardPage({ session }: { session: SessionControls }) {
  const applications = useApplications();
  const notice = noticeOf(useLocation().state);
  return (
    <article className="content-page">
      <PageHeading title={dashboard.title} />
      {notice && (
        <p role="alert" className="notice">
          {notice}
        </p>
      )}
      <section aria-labelledby="dashboard-applications">
        <h2 id="dashboard-applications">{dashboard.applicationsHeading}</h2>
        <QueryState query={applications}>{(list) => <ApplicationList applications={list} />}</QueryState>
      </section>
      <p className="actions">
        <Link to="/dashboard/settings" className="button button--secondary">
          {dashboard.settingsLink}
        </Link>
        <LogoutButton session={session} />
      </p>
    </article>
  );
}

/** /dashboard/settings: the profile, and the mobile phone to change. */
export function SettingsPage({ session }: { session: SessionControls }) {
  const profile = useProfile();
  return (
    <article className="content-page">
      <PageHeading title={settings.title} />
      <section aria-labelledby="settings-profile">
        <h2 id="settings-profile">{settings.profileHeading}</h2>
        <QueryState query={profile}>{(data) => <ProfileDetails profile={data} />}</QueryState>
      </section>
      {profile.data && <PhoneAliasForm current={profile.data.phoneNumbers[0]?.number} />}
      <p className="actions">
        <Link to="/dashboard">{settings.backToDashboard}</Link>
        <LogoutButton session={session} />
      </p>
    </article>
  );
}
