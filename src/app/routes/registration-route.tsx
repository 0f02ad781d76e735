import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useAppNavigate } from '@/renderer/use-app-navigate';
import { isLoginPath, loginPathFor } from '@/core/navigation/access';
import { endSession } from '@/features/session/session-controls';
import {
  offersProduct,
  plainRegistrationProduct,
  productFromPath,
  productRegisterPath,
  registrationFlow,
  stepByLegacy,
  stepByPath,
  type RegistrationProduct,
} from '@/core/registration';
import { useFeatures } from '@/features/flags/api/get-features';
import { RegistrationJourney } from '@/features/registration/registration-journey';
import { readSessionKey } from '@/core/telemetry/session-key';
import { useBrand } from '@/renderer/brand/brand-context';
import { SESSION_ENDED_STATE } from '../session/access-guard';
import { appSession } from '../session/app-session';
import { localTokenStore } from '../session/token-store';
import { NotFoundPage } from '../shell/not-found-page';
import { PageLoading } from '../shell/page-loading';

/** The telemetry session's address on the collector: the recording the application's full-story link names. */
function sessionLink(): string | null {
  const key = readSessionKey(window.localStorage);
  return key ? `${window.location.origin}/ft/heloc/session/${encodeURIComponent(key.uuid)}` : null;
}

/** For a brand without the HELOC (a DSCR-only lender), the plain register paths open its own product's journey. */
function useOtherProductPath(search: string): string | null {
  const product = plainRegistrationProduct(useBrand());
  return product && product !== 'heloc' ? `${productRegisterPath(product)}${search}` : null;
}

export const REDESIGN_FLAG = 'fe-heloc-redesign-2025';

function useJourneyFlags() {
  const features = useFeatures();
  return { pending: features.isPending, flags: features.data ?? {} };
}

/**
 * A session that ended mid-journey: forget it (the draft stays in the tab) and sign in again,
 * coming back to the step on screen.
 */
function useSessionEnded(): () => void {
  const navigate = useAppNavigate();
  return () => {
    // The HTTP client's session hook usually got there first: the borrower is on sign-in already.
    if (isLoginPath(window.location.pathname)) return;
    endSession(appSession, 'ended');
    void navigate(loginPathFor(window.location.pathname, window.location.search), {
      replace: true,
      state: SESSION_ENDED_STATE,
    });
  };
}

/** register-v2/*: one URL per step; with the redesign flag off, the older /register path. */
export function RegisterV2Route() {
  const { pending, flags } = useJourneyFlags();
  const onSessionEnded = useSessionEnded();
  const step = stepByPath(useParams()['*'] ?? '');
  const location = useLocation();
  const otherProduct = useOtherProductPath(location.search);
  if (otherProduct) return <Navigate to={otherProduct} replace />;
  if (pending) return <PageLoading />;
  if (!flags[REDESIGN_FLAG]?.enabled) return <Navigate to={`/account/heloc/register${location.search}`} replace />;
  if (!step) return <NotFoundPage />;
  return (
    <RegistrationJourney
      key={step.key}
      stepKey={step.key}
      legacy={false}
      flags={flags}
      signedIn={Boolean(localTokenStore.get())}
      product="heloc"
      onSessionEnded={onSessionEnded}
      sessionLink={sessionLink}
    />
  );
}

/** The older /register?step=… path over the same step definitions; a product's own entry uses it too. */
export function LegacyRegisterRoute({ product = 'heloc' }: { product?: RegistrationProduct }) {
  const { pending, flags } = useJourneyFlags();
  const onSessionEnded = useSessionEnded();
  const otherProduct = useOtherProductPath(useLocation().search);
  const [search] = useSearchParams();
  // Steps sharing a legacy name are told apart by the step key in the history entry's state.
  const requested = (useLocation().state as { registrationStep?: unknown } | null)?.registrationStep;
  const step = stepByLegacy(search.get('step') ?? '', requested) ?? registrationFlow.steps[0]!;
  if (product === 'heloc' && otherProduct) return <Navigate to={otherProduct} replace />;
  if (pending) return <PageLoading />;
  return (
    <RegistrationJourney
      key={step.key}
      stepKey={step.key}
      legacy
      flags={flags}
      signedIn={Boolean(localTokenStore.get())}
      product={product}
      onSessionEnded={onSessionEnded}
      sessionLink={sessionLink}
    />
  );
}

/**
 * /account/{product}/register for the products beside the HELOC (the age-restricted interest-only
 * line, the DSCR loan): the same steps with the product's own words and rules, for a brand whose
 * manifest offers the product; not found elsewhere.
 */
export function ProductRegisterRoute() {
  const brand = useBrand();
  const product = productFromPath(useLocation().pathname);
  if (product === 'heloc' || !offersProduct(brand, product)) return <NotFoundPage />;
  return <LegacyRegisterRoute key={product} product={product} />;
}
