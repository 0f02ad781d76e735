/**
 * After `vite build`: the first registration step, prerendered into the page served at its path
 * (dist/account/heloc/register-v2/index.html), so a borrower on a slow phone and network reads it
 * before any script has arrived (README "Performance"). The app takes its place once drawn
 * (src/app/boot/prerender-swap.ts). Renders src/app/prerender/first-step.tsx with a server build
 * of the same sources and config; words and markup are the app's own.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const serverOut = join(root, '.scratch', 'prerender');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The style sheets of a chunk and of every chunk it imports, from Vite's build manifest. */
export function stylesOf(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`The build manifest has no chunk ${name}`);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...css];
}

/** index.html with the prerendered markup in #root and the page's own style sheets in the head. */
export function prerenderedHtml(indexHtml: string, markup: string, styles: readonly string[]): string {
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');
  const present = (file: string) => indexHtml.includes(`href="/${file}"`);
  const links = styles.filter((file) => !present(file)).map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`).join('');
  return indexHtml.replace('  </head>', `${links}  </head>`).replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
}

async function main() {
  await build({
    configFile: join(root, 'vite.config.ts'),
    configLoader: 'runner',
    logLevel: 'warn',
    build: { ssr: 'src/app/prerender/first-step.tsx', outDir: serverOut, emptyOutDir: true, manifest: false, ssrManifest: false },
  });
  const { prerenderFirstStep } = (await import(pathToFileURL(join(serverOut, 'first-step.js')).href)) as typeof import('../src/app/prerender/first-step');
  const { DEFAULT_ORG_CODE } = await import('../src/generated/brand-index');
  const brand = JSON.parse(await readFile(join(dist, 'brand-data', 'orgs', `${DEFAULT_ORG_CODE}.json`), 'utf8'));
  const page = prerenderFirstStep(brand, new Date().toISOString().slice(0, 10));
  const manifestFile = join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const styles = stylesOf(manifest, 'src/app/routes/registration-route.tsx');
  const html = prerenderedHtml(await readFile(join(dist, 'index.html'), 'utf8'), page.html, styles);
  const target = join(dist, ...page.path.split('/').filter(Boolean), 'index.html');
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, html);
  // The manifest was only for this script: it is not served.
  await rm(join(dist, '.vite'), { recursive: true, force: true });
  console.warn(`✓ prerendered ${page.path} (${(html.length / 1024).toFixed(1)} KB) with ${styles.length} style sheet(s)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
