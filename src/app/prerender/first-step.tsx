import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { StrictMode, type ReactNode } from 'react';
import { registrationFlow, stepUrl } from '@/core/registration';
import type { HttpClient } from '@/core/http/http-client';
import { FAIL_SAFE_CONFIG, environmentOf } from '@/core/env/environment';
import { bannerFileFor, bannersQuery } from '@/features/banners/api/get-banners';
import { featuresQuery } from '@/features/flags/api/get-features';
import { runtimeConfigQuery } from '@/renderer/runtime-config/runtime-config';
import type { Brand } from '@/renderer/brand/brand-context';
import { App, createQueryClient } from '../app';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE } from '../boot/adopt-prerender';
import { beginPrerender } from '../boot/hydration';
import { registrationChunk } from '../route-chunks';

/**
 * The first registration step as the app's own first render (scripts/prerender.ts writes it into
 * the page served at its path), so that React in the browser adopts it (hydrateRoot, see
 * boot/render-app.tsx) instead of drawing a second copy. It is drawn as the browser's first render
 * draws it for an anonymous borrower with nothing typed: the default brand, the flags that show
 * the step, and the lender's own parts (top bar, footer) left for after hydration (boot/hydration.ts),
 * which is why the page can be served to any lender. Inert until hydrated.
 */
export interface PrerenderedPage {
  /** The URL path the page is served at. */
  path: string;
  /** Markup to put inside #root. */
  html: string;
  /** Attributes for #root: the lender and address the markup was drawn for. */
  rootAttributes: Record<string, string>;
}

/** No call goes out while prerendering: the flags the step needs are in the cache. */
const noCalls = (() => Promise.reject(new Error('No HTTP calls while prerendering'))) as unknown as HttpClient;

/** The address of the first registration step. */
export function firstStepPath(): string {
  const first = registrationFlow.steps[0];
  if (!first) throw new Error('flows/registration/steps.json has no steps');
  return stepUrl(first.key);
}

export async function prerenderFirstStep(brand: Brand): Promise<PrerenderedPage> {
  const path = firstStepPath();
  const route = await registrationChunk.load();
  const queryClient = createQueryClient();
  queryClient.setQueryData(featuresQuery(noCalls, brand, { getItem: () => null }).queryKey, {
    [route.REDESIGN_FLAG]: { enabled: true, variables: {} },
  });
  // Drawn without banners: the browser adopts it only when none is live for the page (boot/render-app.tsx).
  queryClient.setQueryData(runtimeConfigQuery.queryKey, FAIL_SAFE_CONFIG);
  queryClient.setQueryData(bannersQuery(noCalls, bannerFileFor(environmentOf(FAIL_SAFE_CONFIG))).queryKey, []);
  const AtStep = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  beginPrerender();
  const html = renderToString(
    <StrictMode>
      <App
        brand={brand}
        services={{ http: noCalls, queryClient, apiBase: { current: '' }, banners: Promise.resolve([]) }}
        Router={AtStep}
      />
    </StrictMode>,
  );
  // Its queries' garbage-collection timers (5 min) would keep the build's process alive after it is done.
  queryClient.clear();
  return {
    path,
    html,
    rootAttributes: { [PRERENDERED_ATTRIBUTE]: brand.orgCode, [PRERENDERED_PATH_ATTRIBUTE]: path },
  };
}
