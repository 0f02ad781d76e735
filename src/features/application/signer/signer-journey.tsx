import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAppNavigate } from '@/renderer/use-app-navigate';
import { applicationCopy } from '@/core/application/screens';
import { coBorrowerBar, type SignerStatus } from '@/core/application/step-bar';
import { rebaseClient } from '@/core/http/rebase-client';
import { isSignerConditionScreen, SIGNER_ROUTES, signerPath, signerScreenFor } from '@/core/signer/signer-routes';
import { findSignerScreen } from '@/core/signer/signer-screens';
import { HttpProvider, useHttp } from '@/renderer/http/http-context';
import { PageHeading } from '@/renderer/page-heading';
import { RouterLink } from '@/renderer/router-link';
import { applicationBase } from '../api/application-base';
import { CO_DEED_BASE, coDeedStatusQuery, useCoDeedStatus, type CoDeedStatus } from '../api/get-co-deed-status';
import { useApplication } from '../api/get-application';
import { postCoDeedTask } from '../api/post-co-deed-task';
import { ScreenPage } from '../screen-page';
import { signerCopy } from './signer-copy';
import { NOT_A_SIGNER_PATH } from './signer-resume';
import { useSignerPageEvidence } from './use-signer-evidence';

const ERROR_SCREEN = SIGNER_ROUTES.unrecognised.screen;

/**
 * /account/heloc/heloc-signer/{screen}: the additional signer's journey. The co-deed status
 * says which screen is theirs now (another one sends them there); the screen is drawn by the
 * borrower's screen page with the co-borrower bar, and its calls go to the co-deed base. A
 * borrower whose profile is not CO_DEEDER is a signer when the `?application=` they came with
 * lists them among its helocSigners; that parameter stays on every signer path they visit. With
 * `conditions` (the additional-signer conditions flag; undefined while flags load) the condition
 * screens open by link and the notifications panel shows.
 */
export function SignerJourney({
  screen,
  notFound,
  conditions,
}: {
  screen: string;
  notFound: ReactNode;
  conditions: boolean | undefined;
}) {
  const { pending, signer, listedOn } = useSignerPageEvidence();
  const status = useCoDeedStatus(signer);
  const conditionScreen = isSignerConditionScreen(screen);
  if (pending || (signer && status.isPending) || (conditionScreen && conditions === undefined))
    return <p role="status">{signerCopy.resuming}</p>;
  if (!signer) return <Navigate to={NOT_A_SIGNER_PATH} replace />;
  if (!findSignerScreen(screen)) return notFound;
  if (status.error || !status.data)
    return screen === ERROR_SCREEN ? <SignerError /> : <Navigate to={signerPath(ERROR_SCREEN, listedOn)} replace />;
  const target = signerScreenFor(status.data.status);
  // A condition link opens its screen whatever the status, but only while the flag is on.
  const byLink = conditionScreen && conditions === true;
  if (screen !== target && screen !== ERROR_SCREEN && !byLink)
    return <Navigate to={signerPath(target, listedOn)} replace />;
  return <SignerScreen screen={screen} status={status.data} listedOn={listedOn} conditions={conditions === true} />;
}

function SignerScreen({
  screen,
  status,
  listedOn,
  conditions,
}: {
  screen: string;
  status: CoDeedStatus;
  listedOn: string | null;
  conditions: boolean;
}) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const found = findSignerScreen(screen)!;
  const uuid = status.applicationUuid;
  const application = useApplication(uuid);
  const client = useMemo(() => rebaseClient(http, applicationBase(uuid), CO_DEED_BASE), [http, uuid]);

  const go = useCallback(
    (next: CoDeedStatus) => void navigate(signerPath(signerScreenFor(next.status), listedOn), { replace: true }),
    [navigate, listedOn],
  );
  const submitTask = useCallback(
    async (task: string, body: unknown) => {
      const next = await postCoDeedTask(http, task, body);
      queryClient.setQueryData(coDeedStatusQuery(http).queryKey, next);
      go(next);
    },
    [http, queryClient, go],
  );
  const recheck = useCallback(
    async () => go(await queryClient.fetchQuery({ ...coDeedStatusQuery(http), staleTime: 0 })),
    [http, queryClient, go],
  );
  const goTo = useCallback((path: string) => void navigate(signerPath(path, listedOn)), [navigate, listedOn]);

  if (application.isError) return <SignerError />;
  if (!application.data) return <p role="status">{signerCopy.resuming}</p>;
  const { coBorrowerBar: barCopy } = applicationCopy;
  const bar = {
    label: barCopy.label,
    completed: barCopy.completed,
    stage: barCopy.stage,
    items: coBorrowerBar(barCopy, status.status as SignerStatus),
  };
  return (
    <HttpProvider client={client}>
      <ScreenPage
        key={screen}
        uuid={uuid}
        found={found}
        application={application.data}
        submitTask={submitTask}
        goTo={goTo}
        recheck={recheck}
        bar={bar}
        notifications={conditions}
      />
    </HttpProvider>
  );
}

/** The error screen when the status or the application could not be read: its heading, words and links. */
function SignerError() {
  const { screen } = findSignerScreen(ERROR_SCREEN)!;
  return (
    <div className="application-screen">
      <PageHeading title={screen.title} />
      {screen.intro?.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <ul className="application-actions">
        {screen.actions?.map((action, i) =>
          action.to ? (
            <li key={action.label}>
              <RouterLink to={action.to} className={i === 0 ? 'button' : 'button button--secondary'}>
                {action.label}
              </RouterLink>
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
