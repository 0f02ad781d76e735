import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { brandDataPlugin } from './scripts/lib/vite-plugin-brand-data';
import { compileHintsPlugin } from './scripts/lib/vite-plugin-compile-hints';
import { loadedDepsPlugin } from './scripts/lib/vite-plugin-loaded-deps';
import { pdfjsNoEvalPlugin } from './scripts/lib/vite-plugin-pdfjs-no-eval';
import { buildRelease, releasePlugin } from './scripts/lib/vite-plugin-release';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Chunks that keep their name in dist/assets (see chunkFileNames below). */
const KEEPS_NAME = /-route$|^web-vitals$|^install-reporter$/;

/** The entry chunk's file name prefix: no other chunk has it (see modulePreload below). */
const ENTRY_NAME = 'entry';
/** Trims each dynamic import's preload list of the chunks its importer has already run. */
const loadedDeps = loadedDepsPlugin();

/**
 * The form engine (the step form renderer, its widgets and templates, the core's form checks and
 * rules) as one chunk. Registration's first step loads all of it; an application screen loads it
 * only for a form. Not in it: the rules only application forms name (core/form/rules/index.ts
 * and theirs) and the widgets the first step does not draw (widgets/more-widgets.ts), each loaded
 * where it is used. Left to itself the bundler cuts it by who else imports each piece (the upload
 * widgets import the checks alone), and the first step would load four chunks where one does.
 */
const FORM_ENGINE =
  /[\\/]src[\\/](core[\\/]form[\\/](?!flow-forms|rules[\\/](index|aba-routing-number|digits-match|not-taken|upload-file)\.ts$)|core[\\/](json-pointer|format[\\/](date|phone))\.ts$|renderer[\\/]form[\\/]((light|templates)[\\/]|widgets[\\/](?!more-widgets|caret|(checkbox|money|password|phone|textarea)-widget)|(step-form|field-errors|shape-form|form-context|field-state|rjsf-validator|templates|widgets|error-icon)\.tsx?$)|generated[\\/]rjsf-validators[\\/]index\.ts$)|[\\/]@rjsf[\\/]utils[\\/]lib[\\/](isObject|getDecimalSeparator|constants|getUiOptions|rangeSpec|getInputProps|getTemplate|hashForSchema|orderProperties)\.js$/;

/**
 * Small modules every page loads (form-live: the first step's form and the boot) that the bundler
 * would otherwise cut into chunks of 100 to 500
 * bytes each, because lazy chunks share them too: one chunk instead of five is fewer requests and
 * less gzip overhead on the first load (docs/performance.md).
 */
const SHELL_COMMON =
  /[\\/]src[\\/](features[\\/]application[\\/]api[\\/]application-base|core[\\/]application[\\/]screen-path|api[\\/]get-profile|core[\\/]format[\\/](money|format-arguments|business-hours)|features[\\/]flags[\\/](flag-keys|api[\\/]get-features)|core[\\/]flags[\\/]flags-or-manifest|renderer[\\/]form[\\/]form-live)\.ts$/;

/**
 * What every application screen loads besides its own widget, and registration's first step does
 * not: the application route and journey, the screen page and its bodies, status routing, the
 * progress panel, the screen area index, experiments and screen conditions, and the widget parts
 * most widgets share. Left to itself the bundler cut these into about twenty chunks of 100 B to
 * 6 KB (each its own request, import lines and gzip overhead); one chunk is about 4 KB (gzip)
 * smaller. Registration's later steps and the dashboard load it too; they lead to an application.
 */
const APPLICATION_SCREEN =
  /[\\/]src[\\/](features[\\/]application[\\/]((application-journey|use-status-routing|stale-notice|screen-page|routing-view|screen-loading|notifications-slot|task-alert|screen-actions|wait-body|widget-body|progress-panel)\.tsx?|(application|progress-panel)\.css|widgets[\\/]index\.ts|signer[\\/]use-signer-evidence\.ts|api[\\/](get-co-deed-status|get-conditions|post-task)\.ts|widget-parts[\\/](field-error|field-frame|form-alert|use-action)\.tsx?)|core[\\/](application[\\/](entry-routing|route-origin|notifications-panel-screens|screen-values|screen-words|screen-match|screens|progress-panel|screen-conditions)|status[\\/](application-routing|flow-stops|waiting-statuses|poll-status|resolve-status-route|status-context)|signer[\\/](signer-routes|additional-signer)|experiments[\\/]experiments|http[\\/]idempotency|profile[\\/]profile-type)\.ts|renderer[\\/]platform[\\/]full-screen-loader\.tsx|app[\\/](routes[\\/]application-route|session[\\/]co-deeder-reload)\.tsx?|api[\\/](use-screen-condition|post-decision|save-experiment|use-screen-experiment|get-feature|get-identity)\.ts|generated[\\/](application[\\/]index\.ts|flows[\\/](status-routes|signer[\\/]routes|platform[\\/]experiments|shell[\\/]progress-panel)\.json))$/;

/**
 * Offer selection's first step (product/select, the first screen of many applications) with the
 * offer figures and panel it shares with the later steps. Left to itself the bundler puts the
 * shared part in a chunk of its own once the later steps load apart (product-select.tsx): two
 * chunks where one does, about 300 B gzip more.
 */
const PRODUCT_SELECT =
  /[\\/]src[\\/](features[\\/]application[\\/]widgets[\\/]product-select[\\/](?!confirm-offer|draw-offer|no-choice|product-select)[\w-]+\.tsx?|core[\\/](offer[\\/](offer-panel|monthly-payment|recording-tax|interest|recording-fee|closing-costs)|application[\\/]offer-choice|format[\\/]percent)\.ts)$/;

/** The top bar's signed-in items (the Apps and profile menus, Feedback): loaded together, signed in only. */
const SIGNED_IN_NAV =
  /[\\/]src[\\/](app[\\/]shell[\\/](signed-in-menus|nav-menu|feedback-item)\.tsx|core[\\/]menu[\\/]menu-keys\.ts|api[\\/]get-self-info\.ts)$/;

/**
 * React Router's production build in the bundles: the package's exports name only its development
 * build, whose dev-only warnings (ENABLE_DEV_WARNINGS) would ship in every first load (about
 * 0.5 KB gzip). The dev server keeps the warnings.
 */
function reactRouterProductionPlugin(): Plugin {
  const production = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));
  return {
    name: 'heloc-react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

/**
 * Mounts the sandbox back end on the dev server's own origin (no CORS, no second command). Its
 * modules load through the dev server's own module loader (ssrLoadModule): the config's module
 * runner is closed once the config is read, and nothing of the sandbox reaches a browser bundle.
 */
function sandboxPlugin(): Plugin {
  return {
    name: 'heloc-sandbox',
    apply: 'serve',
    async configureServer(server) {
      type CreateSandbox = typeof import('./src/sandbox/create-sandbox');
      type NodeMiddleware = typeof import('./src/sandbox/node-middleware');
      const { createSandbox } = (await server.ssrLoadModule('/src/sandbox/create-sandbox.ts')) as CreateSandbox;
      const { sandboxMiddleware } = (await server.ssrLoadModule('/src/sandbox/node-middleware.ts')) as NodeMiddleware;
      const sandbox = await createSandbox({ rootDir: root });
      server.middlewares.use(sandboxMiddleware(sandbox));
      // The chat socket; any other upgrade (Vite's HMR) is left to Vite.
      server.httpServer?.on('upgrade', (req, socket, head) => void sandbox.handleUpgrade(req, socket, head));
      server.httpServer?.once('close', () => void sandbox.close());
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    compileHintsPlugin(),
    loadedDeps.plugin,
    reactRouterProductionPlugin(),
    brandDataPlugin(root),
    sandboxPlugin(),
    pdfjsNoEvalPlugin(),
    releasePlugin(root, buildRelease(root)),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // flows/ as generation leaves it: every $ref inlined, each form's engine beside it (scripts/generate/emit-flows.ts).
      { find: '@flows', replacement: fileURLToPath(new URL('./src/generated/flows', import.meta.url)) },
      { find: '@schemas', replacement: fileURLToPath(new URL('./schemas', import.meta.url)) },
    ],
  },
  // Every lender's host prefix resolves through <prefix>.localhost during development.
  server: {
    port: 5173,
    strictPort: true,
    allowedHosts: ['.localhost'],
    watch: { ignored: ['**/.sandbox-data/**', '**/screenshots/**', '**/.scratch/**'] },
  },
  preview: { port: 4173, strictPort: true, allowedHosts: ['.localhost'] },
  build: {
    target: 'es2022',
    // Built for the error-report service, then moved out of dist/ (scripts/lib/vite-plugin-release.ts).
    sourcemap: 'hidden',
    // No inline scripts, so the strict CSP (script-src 'self') holds.
    modulePreload: {
      polyfill: false,
      // The entry (src/app/main.tsx) asks for React, the app and the page's route right after
      // the prerendered step is painted; Vite's helper would first add a <link rel=modulepreload>
      // per chunk they import, a main-thread task of 12 to 45 ms (about 4x that on a mid-range
      // phone) just as the page becomes busy. Those chunks load as the browser finds their imports
      // instead; every later dynamic import keeps its preloads, less the chunks already run.
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        if (hostType !== 'js') return deps;
        if (hostId.startsWith(`assets/${ENTRY_NAME}-`)) return deps.filter((dep) => dep.endsWith('.css'));
        const loaded = loadedDeps.loadedBy(hostId);
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        entryFileNames: `assets/${ENTRY_NAME}-[hash].js`,
        // Chunks by hash alone: their names are written again in every import line and preload
        // list (about 1.5 KB gzip of an application screen's first load); the manifest and the
        // source maps (dist-sourcemaps/) still name each one's modules. A page's own chunk, the
        // measuring library and the error reporter keep their names: a test (and a person reading
        // the network panel) finds them by it.
        chunkFileNames: ({ name }) => (KEEPS_NAME.test(name) ? 'assets/[name]-[hash].js' : 'assets/c-[hash].js'),
        codeSplitting: {
          groups: [
            { name: 'step-form', test: FORM_ENGINE, includeDependenciesRecursively: false },
            { name: 'shell-common', test: SHELL_COMMON, includeDependenciesRecursively: false },
            { name: 'application-screen', test: APPLICATION_SCREEN, includeDependenciesRecursively: false },
            { name: 'signed-in-nav', test: SIGNED_IN_NAV, includeDependenciesRecursively: false },
            { name: 'product-select', test: PRODUCT_SELECT, includeDependenciesRecursively: false },
          ],
        },
      },
    },
    // Read by scripts/prerender.ts (which style sheets the prerendered page needs), then removed.
    manifest: true,
  },
});
