import { useLocation, useParams, useSearchParams } from 'react-router';
import { useAppNavigate } from '@/renderer/use-app-navigate';
import { SIGNER_CONDITIONS_FLAG, SIGNER_ROUTES } from '@/core/signer/signer-routes';
import copy from '@flows/shell/copy.json';
import { coreFieldServices } from '@/renderer/form/core-services';
import { LoginPage } from '@/features/session/login-page';
import { SignerSetupPage } from '@/features/application/signer/signer-setup-page';
import { SignerJourney } from '@/features/application/signer/signer-journey';
import { SignerResume } from '@/features/application/signer/signer-resume';
import { useFeatures } from '@/features/flags/api/get-features';
import { readSessionKey } from '@/core/telemetry/session-key';
import { appSession } from '../session/app-session';
import { NotFoundPage } from '../shell/not-found-page';
import { SupportContact } from './content-widgets';

/**
 * /account/heloc/heloc-signer/login: the additional signer's own sign-in. With the invitation's
 * ?token= it first lets a new signer choose a password. Either way the signer then resumes.
 */
export function SignerLoginRoute() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useAppNavigate();
  const resume = () => void navigate(SIGNER_ROUTES.resume, { replace: true });
  const token = params.get('token');
  if (token)
    return (
      <SignerSetupPage
        resumeToken={token}
        signInPath={pathname}
        labels={copy.form}
        services={coreFieldServices}
        onSignedIn={resume}
      />
    );
  return (
    <LoginPage
      variant="signer"
      session={appSession}
      telemetryTrackingId={readSessionKey(window.localStorage)?.trackerUuid ?? null}
      onSignedIn={resume}
      help={<SupportContact />}
    />
  );
}

export function SignerResumeRoute() {
  return <SignerResume />;
}

/** /account/heloc/heloc-signer/{screen}: the signer's screens (the sign-in and resume paths are matched first). */
export function SignerJourneyRoute() {
  const screen = useParams()['*'] ?? '';
  const features = useFeatures();
  // Undefined while the flags load; after a failed flags call, as the manifest sets it.
  const conditions = features.isPending ? undefined : (features.data?.[SIGNER_CONDITIONS_FLAG]?.enabled ?? false);
  return (
    <SignerJourney
      key={screen}
      screen={screen.replace(/\/+$/, '')}
      notFound={<NotFoundPage />}
      conditions={conditions}
    />
  );
}
