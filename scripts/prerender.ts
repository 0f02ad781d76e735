/**
 * After `vite build`: the first registration step, prerendered into the page served at its path
 * (dist/account/heloc/register-v2/index.html), so a borrower on a slow phone and network reads it
 * before any script has arrived (docs/performance.md). It is the app's own first render of that
 * page (src/app/prerender/first-step.tsx, a server build of the same sources and config), so React
 * adopts it in the browser (hydrateRoot, src/app/boot/render-app.tsx) instead of drawing it again.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type ManifestChunk } from 'vite';

const root = resolve(import.meta.dirname, '..');
// An optional argument names another build folder (say, a build with source maps); default dist/.
const dist = process.argv[2] ? resolve(process.argv[2]) : join(root, 'dist');
const serverOut = join(root, '.scratch', 'prerender');

/** The app's own chunks, which main.tsx imports on every page (src/app/main.tsx). */
const APP_CHUNKS = ['src/app/boot/render-app.tsx', 'src/app/app.tsx'] as const;
/** The prerendered page's route chunk. */
const FIRST_STEP_CHUNK = 'src/app/routes/registration-route.tsx';

/** Chunks and every chunk they import statically, once each, in visiting order, from Vite's build manifest. */
function chunksOf(manifest: Manifest, keys: readonly string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const chunks: ManifestChunk[] = [];
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`The build manifest has no chunk ${name}`);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return chunks;
}

/** The style sheets of a chunk and of every chunk it imports, once each. */
export function stylesOf(manifest: Manifest, key: string): string[] {
  return [...new Set(chunksOf(manifest, [key]).flatMap((chunk) => chunk.css ?? []))];
}

/**
 * The JavaScript files of chunks and of every chunk they import statically, once each, without
 * the entry (the page's own script tag). A page names them as modulepreload links, so the
 * browser fetches them while it parses the HTML, in parallel, instead of when the entry runs.
 */
export function modulesOf(manifest: Manifest, keys: readonly string[]): string[] {
  return chunksOf(manifest, keys)
    .filter((chunk) => !chunk.isEntry)
    .map((chunk) => chunk.file);
}

/** The page with links added to its head for the style sheets and modules it lacks. */
export function withHeadLinks(
  html: string,
  { styles = [], modules = [] }: { styles?: readonly string[]; modules?: readonly string[] },
): string {
  const present = (file: string) => html.includes(`href="/${file}"`) || html.includes(`src="/${file}"`);
  const links = [
    ...styles.map((file) => ['stylesheet', file] as const),
    ...modules.map((file) => ['modulepreload', file] as const),
  ]
    .filter(([, file]) => !present(file))
    .map(([rel, file]) => `    <link rel="${rel}" crossorigin href="/${file}">\n`)
    .join('');
  return html.replace('  </head>', `${links}  </head>`);
}

/** index.html with the prerendered markup (and its attributes) in #root and the page's own style sheets in the head. */
export function prerenderedHtml(
  indexHtml: string,
  markup: string,
  styles: readonly string[],
  rootAttributes: Readonly<Record<string, string>> = {},
): string {
  if (!indexHtml.includes('<div id="root"></div>'))
    throw new Error('dist/index.html has no empty <div id="root"></div>');
  const attributes = Object.entries(rootAttributes)
    .map(([name, value]) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
  // A function, so that "$" in the markup is not read as a replacement pattern.
  return withHeadLinks(indexHtml, { styles }).replace(
    '<div id="root"></div>',
    () => `<div id="root"${attributes}>${markup}</div>`,
  );
}

/**
 * What the app's first render reads of the browser, as a first visit has it: the page's address
 * and empty storage. (The server build runs in Node, which has no window.)
 */
function firstVisitWindow() {
  const storage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };
  const origin = 'https://prerender.invalid';
  return {
    location: { pathname: '/', search: '', hash: '', origin, hostname: 'prerender.invalid', href: `${origin}/` },
    localStorage: storage(),
    sessionStorage: storage(),
  };
}

async function main() {
  await build({
    configFile: join(root, 'vite.config.ts'),
    configLoader: 'runner',
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender/first-step.tsx',
      outDir: serverOut,
      emptyOutDir: true,
      manifest: false,
      ssrManifest: false,
      rolldownOptions: { output: { entryFileNames: '[name].js' } },
    },
  });
  const { DEFAULT_ORG_CODE } = await import('../src/generated/brand-index');
  const brand = JSON.parse(await readFile(join(dist, 'brand-data', 'orgs', `${DEFAULT_ORG_CODE}.json`), 'utf8'));
  // Before the bundle runs: some of its modules read storage as they load.
  const window = firstVisitWindow();
  Object.assign(globalThis, { window });
  const { firstStepPath, prerenderFirstStep } = (await import(
    pathToFileURL(join(serverOut, 'first-step.js')).href
  )) as typeof import('../src/app/prerender/first-step');
  Object.assign(window.location, { pathname: firstStepPath(), href: window.location.origin + firstStepPath() });
  const page = await prerenderFirstStep(brand);
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const styles = stylesOf(manifest, FIRST_STEP_CHUNK);
  const indexFile = join(dist, 'index.html');
  // (Without the links a former run of this script added.)
  const indexHtml = (await readFile(indexFile, 'utf8')).replace(/^ *<link rel="modulepreload"[^>]*>\n/gm, '');
  // The prerendered page names no modules: its picture needs none, and its entry asks for them
  // after the first paint, so they do not share the slow network with the page's own HTML and CSS.
  const html = prerenderedHtml(indexHtml, page.html, styles, page.rootAttributes);
  // Every other page draws only once the app has run: there, the app's chunks download with the entry.
  await writeFile(indexFile, withHeadLinks(indexHtml, { modules: modulesOf(manifest, APP_CHUNKS) }));
  const target = join(dist, ...page.path.split('/').filter(Boolean), 'index.html');
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, html);
  // The manifest was only for this script: it is not served.
  await rm(join(dist, '.vite'), { recursive: true, force: true });
  console.warn(
    `✓ prerendered ${page.path} (${(html.length / 1024).toFixed(1)} KB) with ${styles.length} style sheet(s); app modules preloaded on the other pages`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
