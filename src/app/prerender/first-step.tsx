import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { registrationBrand, registrationFlow, stepUrl, type RegistrationContext } from '@/core/registration';
import { StepPage } from '@/features/registration/step-page';
import { BrandProvider, type Brand } from '@/renderer/brand/brand-context';
import { PRERENDERED_ATTRIBUTE } from '../boot/prerender-swap';

/**
 * The first registration step as static markup (scripts/prerender.ts writes it into the page
 * served at its path): the same StepPage the app draws, empty, inside a shell whose top bar keeps
 * its height but shows no lender yet (the brand is known only in the browser). It is inert and
 * hidden from assistive technology, a picture of the page: the borrower reads it at once, and
 * uses (and hears) the app's own page once it has taken its place (boot/prerender-swap.ts).
 */
export interface PrerenderedPage {
  /** The URL path the page is served at. */
  path: string;
  /** Markup to put inside #root. */
  html: string;
}

export function prerenderFirstStep(brand: Brand, today: string): PrerenderedPage {
  const first = registrationFlow.steps[0];
  if (!first) throw new Error('flows/registration/steps.json has no steps');
  const ctx: RegistrationContext = {
    data: {},
    brand: registrationBrand(brand),
    flags: {},
    authMode: 'password',
    environment: 'production',
    today,
    licensedStates: null,
    signedIn: false,
    product: 'heloc',
  };
  const path = stepUrl(first.key);
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <BrandProvider brand={brand}>
        <div className="shell" inert aria-hidden="true" {...{ [PRERENDERED_ATTRIBUTE]: '' }}>
          <header className="top-nav">
            <div className="top-nav__bar" />
          </header>
          <main id="main" className="main">
            <StepPage
              stepKey={first.key}
              ctx={ctx}
              backTo={null}
              submitting={false}
              onChange={() => undefined}
              onContinue={() => undefined}
            />
          </main>
        </div>
      </BrandProvider>
    </MemoryRouter>,
  );
  return { path, html };
}
