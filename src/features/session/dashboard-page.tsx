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

/** Logout: a secondary button on Settings; on the dashboard a plain link-like button (`plain`). */
export function LogoutButton({ session, plain = false }: { session: SessionControls; plain?: boolean }) {
  const { logout, isPending } = useLogout(session);
  return (
    <button
      type="button"
      className={plain ? 'dashboard-account__logout' : 'button button--secondary'}
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

/**
 * /dashboard: the signed-in borrower's applications as cards (or the offer to start one), under a
 * notice a page sent the borrower here with. Settings and Logout are plain links at the foot: the
 * Profile menu has them too, and the page's one prominent action is each application's next step.
 */
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
      <QueryState query={applications}>{(list) => <ApplicationList applications={list} />}</QueryState>
      <nav className="dashboard-account" aria-label={dashboard.accountLinks}>
        <Link to="/dashboard/settings">{dashboard.settingsLink}</Link>
        <LogoutButton session={session} plain />
      </nav>
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
