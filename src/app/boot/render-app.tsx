import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Brand } from '@/renderer/brand/brand-context';
import { registrationChunk } from '../route-chunks';
import { adoptable, PRERENDERED_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE, prerenderedPage } from './adopt-prerender';
import { FatalPage } from './fatal-page';
import { hasEarlyInput, takeEarlyInput } from './early-input';
import { whenFormLive } from '@/renderer/form/form-live';
import { beginHydration } from './hydration';

type AppModule = typeof import('../app');

/** The code that hands early answers over (early-input.ts), asked for only when there are some. */
const loadReplay = () => import('./replay-early-input').catch(() => null);

let container: Promise<HTMLElement> | null = null;

/** Where React draws anew: #root itself, or a hidden sibling of a prerendered page it cannot adopt. */
function appContainer(doc: Document): Promise<HTMLElement> {
  container ??= (async () => {
    const root = doc.getElementById('root');
    if (!root) throw new Error('index.html has no #root element');
    if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) return root;
    const { drawBesidePicture } = await import('./prerender-swap');
    return drawBesidePicture(doc, root, loadReplay);
  })();
  return container;
}

/**
 * Whether the app's first render draws the prerendered page as it is. The flags decide whether
 * the step shows at all, so they are waited for (asked at once, beside the page's code).
 */
async function adoptsPrerender(
  root: HTMLElement,
  brand: Brand,
  app: AppModule,
  services: ReturnType<AppModule['createAppServices']>,
) {
  const page = prerenderedPage(root);
  if (!page) return false;
  const search = new URLSearchParams(window.location.search);
  const state = {
    orgCode: brand.orgCode,
    pathname: window.location.pathname,
    landing: app.LANDING_PARAMS.some((p) => search.has(p)),
    loanOfficerRequired: brand.referral.loanOfficerRequired,
    signedIn: app.signedIn(),
    hasDraft: app.hasRegistrationDraft(),
    stepShown: false,
  };
  if (!adoptable(page, { ...state, stepShown: true })) return false;
  const [flags, route, banners] = await Promise.all([
    app.firstStepFlags(services, brand),
    registrationChunk.load(),
    services.banners,
  ]);
  // The picture has no banners (they change any day): a page that opens with some is drawn anew.
  if (app.pageHasBanners(banners, window.location.pathname)) return false;
  return adoptable(page, {
    ...state,
    stepShown: Boolean(flags[route.REDESIGN_FLAG]?.enabled) && !flags[app.MAINTENANCE_FLAG]?.enabled,
  });
}

/** A mismatch React recovered from by drawing anew: worth a warning, never a broken page. */
function onRecoverableError(error: unknown, info: { componentStack?: string }) {
  console.warn(
    'The prerendered page was drawn anew:',
    error,
    (error as { cause?: unknown }).cause,
    info.componentStack,
  );
}

/**
 * Draws the app (or the fatal page) for the brand. React and the app arrive in this chunk and the
 * ones it imports, so main.tsx can ask for the brand first and paint a prerendered page meanwhile.
 */
export async function renderApp(brand: Brand, appModule: Promise<AppModule>): Promise<void> {
  const app = await appModule;
  const services = app.createAppServices(brand);
  const tree = (
    <StrictMode>
      <app.App brand={brand} services={services} />
    </StrictMode>
  );
  const root = document.getElementById('root');
  if (root && (await adoptsPrerender(root, brand, app, services))) {
    // What the borrower typed before the app came is handed over once the markup is adopted.
    const replay = hasEarlyInput() ? await loadReplay() : null;
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
    root.removeAttribute(PRERENDERED_PATH_ATTRIBUTE);
    // From here the app's own listeners on the root see every event (React hydrates the part
    // an event lands on at once).
    const early = takeEarlyInput();
    // Read once the form is live, before anything draws the app's empty answers into its fields.
    if (early)
      whenFormLive(() => {
        if (!replay) return early.release();
        const answers = replay.readEarlyAnswersUntilReplay(root);
        // Outside the effect that found the form live (form-live.ts).
        window.setTimeout(() => replay.replayEarlyInput(answers(), early, root), 0);
      });
    // Hydration adopts the markup in place. In a transition React yields to the browser every few
    // milliseconds; outside one (DefaultHydrationLane) it hydrates the whole page in one long task.
    // A tap or a key on the page meanwhile makes React finish at once and handle it (event replay).
    beginHydration();
    startTransition(() => {
      hydrateRoot(root, tree, { onRecoverableError });
    });
    return;
  }
  // A transition lets React yield to the browser while it draws the first page, in slices of a
  // few milliseconds, instead of one long task that would hold up the borrower's first tap.
  const drawIn = await appContainer(document);
  startTransition(() => createRoot(drawIn).render(tree));
}

export async function renderFatal(error: unknown): Promise<void> {
  createRoot(await appContainer(document)).render(<FatalPage error={error} />);
}
