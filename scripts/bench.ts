/**
 * `npm run bench`: the borrower's first registration step, product against a stock-RJSF baseline
 * (bench/baseline), same machine, same run. Prints a table, writes bench/results/latest.json and
 * exits 1 when a budget of bench/budgets.json is broken. Expects `npm run build` first (the npm
 * script does both). See docs/performance.md.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import getPort from 'get-port';
import { interleaved, spreads, type App, type Spread } from './lib/bench-stats';
import { measureApplicationScreen } from './bench/application-screen';
import { buildBaseline } from './bench/baseline-build';
import { chromiumVersion, launchChromium } from './bench/browser';
import { measureKeystrokes } from './bench/keystroke-latency';
import { runLighthouse } from './bench/lighthouse-runs';
import { measureMainThread } from './bench/main-thread-cpu';
import { measurePageWeight } from './bench/page-weight';
import { checkBudgets, formatChecks, formatTable, verdict, type Budgets, type Figure } from './bench/report';
import { prepareScaleCopy } from './bench/scale';
import { timeScreenshots } from './bench/screenshot-time';
import { serveBuild } from './bench/serve-build';

const root = resolve(import.meta.dirname, '..');
const benchStart = performance.now();
const print = (line: string) =>
  process.stdout.write(`[${((performance.now() - benchStart) / 1000).toFixed(0).padStart(4)} s] ${line}\n`);
const STEP = { path: '/account/heloc/register-v2', heading: 'Tell us about your property', field: 'Street address' };
/** The product's app has adopted the prerendered step: the lender's footer, drawn after hydration, is there. */
const APP_ADOPTED = '#root:not([data-prerendered]) footer';
// Loopback ports: the first free one of this project's bench range, else any; never the same one twice.
const port = () => getPort({ port: [4194, 4195, 4196, 4197, 4198, 4199], host: '127.0.0.1', reserve: true });
/** Runs of each timed figure per app, the two apps taking turns (the median of at least 7). */
const RUNS = Math.max(7, Number(process.env.BENCH_RUNS ?? 7));
// Keystrokes per round: 7 rounds per app, taking turns (30 keys: 14 rounds fit in a few minutes on a busy machine).
const KEYSTROKES = 30;

/** Both apps served side by side; every timed figure runs `RUNS` times per app, taking turns. */
async function measureApps(baselineDist: string) {
  const baselineServer = await serveBuild({ rootDir: root, dist: baselineDist, port: await port(), baseline: true });
  const productServer = await serveBuild({ rootDir: root, dist: join(root, 'dist'), port: await port() });
  const url = { product: `${productServer.origin}${STEP.path}`, baseline: `${baselineServer.origin}${STEP.path}` };
  try {
    const browser = await launchChromium();
    try {
      print('first load of the first step, product and baseline; first application screen, product…');
      const weight = {
        product: await measurePageWeight(browser, url.product, STEP.heading),
        baseline: await measurePageWeight(browser, url.baseline, STEP.heading),
      };
      const applicationScreen = await measureApplicationScreen(browser, root, productServer.origin);
      print(`main-thread CPU to interactive: ${RUNS} runs each, taking turns…`);
      const mainThread = await interleaved(RUNS, (app) =>
        measureMainThread(browser, {
          url: url[app],
          heading: STEP.heading,
          label: STEP.field,
          // The product's step is usable before its app has adopted it: that moment is shown too.
          appSelector: app === 'product' ? APP_ADOPTED : undefined,
        }),
      );
      print(`keystrokes: ${RUNS} rounds of ${KEYSTROKES} each, taking turns…`);
      const keystrokes = await interleaved(RUNS, (app) =>
        measureKeystrokes(browser, { url: url[app], heading: STEP.heading, label: STEP.field, count: KEYSTROKES }),
      );
      await browser.close();
      print(`Lighthouse: ${RUNS} runs each, taking turns…`);
      const lighthouse = await runLighthouse(url, RUNS, await port());
      const of = (app: App) => ({
        url: url[app],
        weight: weight[app],
        mainThread: {
          ...spreads(mainThread[app], ['cpuMs', 'wallMs', 'appCpuMs', 'appWallMs']),
          runs: mainThread[app],
        },
        keystrokes: { ...spreads(keystrokes[app], ['medianMs', 'worstMs']), rounds: keystrokes[app] },
        lighthouse: lighthouse[app],
      });
      return { product: { ...of('product'), applicationScreen }, baseline: of('baseline') };
    } finally {
      if (browser.isConnected()) await browser.close();
    }
  } finally {
    await productServer.close();
    await baselineServer.close();
  }
}

async function measureScale() {
  print('scale: validate + generate, then 1,000 more brands, in a scratch copy…');
  const scale = await prepareScaleCopy(root, 1000);
  try {
    const served = await serveBuild({
      rootDir: scale.copy.dir,
      dist: join(scale.copy.dir, 'dist'),
      port: await port(),
    });
    const browser = await launchChromium();
    try {
      const weight = await measurePageWeight(browser, `${served.origin}${STEP.path}`, STEP.heading);
      const synthetic = await measurePageWeight(
        browser,
        `${served.origin}${STEP.path}?org=SYNTHETIC_0999`,
        STEP.heading,
      );
      return { ...scale, copy: undefined, weight, synthetic };
    } finally {
      await browser.close();
      await served.close();
    }
  } finally {
    await scale.copy.dispose();
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('dist/ has no build: run `npm run build` first (`npm run bench` does both).');
    return 1;
  }
  const budgets = JSON.parse(await readFile(join(root, 'bench', 'budgets.json'), 'utf8')) as Budgets;
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  const loadAverageAtStart = loadavg();
  print(`Machine: ${cpus().length} cores, load average ${load()}`);
  print('baseline: building…');
  const baselineBuild = await buildBaseline(root);
  const { baseline, product } = await measureApps(baselineBuild.dist);
  if (!baseline.weight.assets.some((a) => a.path === baselineBuild.compilerFile))
    throw new Error(
      `The baseline's first load did not request ${baselineBuild.compilerFile}, the file with ajv's compiler.`,
    );
  const scale = await measureScale();
  print('screenshots: one brand…');
  const screenshotMs = await timeScreenshots(root, 'MERIDIAN');

  // A timed figure's median for each app, with the min and max of its runs.
  const timed = (name: string, unit: Figure['unit'], of: (app: typeof baseline) => Spread): Figure => ({
    name,
    unit,
    product: of(product).median,
    baseline: of(baseline).median,
    productSpread: of(product),
    baselineSpread: of(baseline),
  });
  const bytes = (name: string, product: number, baseline?: number): Figure => ({ name, unit: 'B', product, baseline });
  const screen = product.applicationScreen;
  const figures: Figure[] = [
    bytes('first-load JS, gzip', product.weight.js.gzip, baseline.weight.js.gzip),
    bytes('first-load JS, brotli', product.weight.js.brotli, baseline.weight.js.brotli),
    bytes('first-load CSS, gzip', product.weight.css.gzip, baseline.weight.css.gzip || undefined),
    bytes('first-load CSS, brotli', product.weight.css.brotli, baseline.weight.css.brotli || undefined),
    bytes(`first application screen (${screen.screen}) JS, gzip`, screen.weight.js.gzip),
    bytes(`first application screen (${screen.screen}) JS, brotli`, screen.weight.js.brotli),
    timed(`main-thread CPU, navigation to interactive (median of ${RUNS}, min–max)`, 'ms', (a) => a.mainThread.cpuMs),
    timed('wall time, navigation to interactive', 'ms', (a) => a.mainThread.wallMs),
    timed('main-thread CPU, navigation to the app running (product: step adopted)', 'ms', (a) => a.mainThread.appCpuMs),
    timed('wall time, navigation to the app running (product: step adopted)', 'ms', (a) => a.mainThread.appWallMs),
    timed(`Lighthouse mobile performance (median of ${RUNS})`, 'score', (a) => a.lighthouse.spread.score),
    timed('Lighthouse LCP', 'ms', (a) => a.lighthouse.spread.lcpMs),
    timed('Lighthouse TBT', 'ms', (a) => a.lighthouse.spread.tbtMs),
    timed('Lighthouse CLS', 'cls', (a) => a.lighthouse.spread.cls),
    timed(
      `keystroke-to-paint median, 4x CPU (${KEYSTROKES} keys, median of ${RUNS} rounds)`,
      'ms',
      (a) => a.keystrokes.medianMs,
    ),
    timed('keystroke-to-paint worst of a round, 4x CPU', 'ms', (a) => a.keystrokes.worstMs),
    { name: 'first-load JS gzip, 1,000 more brands', unit: 'B', product: scale.weight.js.gzip },
    { name: 'first-load JS gzip, a generated brand of 1,000', unit: 'B', product: scale.synthetic.js.gzip },
    { name: 'validate + generate, committed brands', unit: 'ms', product: scale.committedValidateGenerateMs },
    { name: 'validate + generate, 1,000 more brands', unit: 'ms', product: scale.scaledValidateGenerateMs },
    { name: 'screenshots of one brand (page set, 2 widths)', unit: 'ms', product: screenshotMs },
  ];
  const checks = checkBudgets(budgets, {
    productJsGzip: product.weight.js.gzip,
    baselineJsGzip: baseline.weight.js.gzip,
    mainThreadCpuMs: { product: product.mainThread.cpuMs.median, baseline: baseline.mainThread.cpuMs.median },
    wallToInteractiveMs: { product: product.mainThread.wallMs.median, baseline: baseline.mainThread.wallMs.median },
    lighthouse: { product: product.lighthouse, baseline: baseline.lighthouse },
    keystrokeMedianMs: { product: product.keystrokes.medianMs.median, baseline: baseline.keystrokes.medianMs.median },
    scaledJsGzip: Math.max(scale.weight.js.gzip, scale.synthetic.js.gzip),
    committedValidateGenerateMs: scale.committedValidateGenerateMs,
    scaledValidateGenerateMs: scale.scaledValidateGenerateMs,
  });
  const totalMs = performance.now() - started;
  const machine = {
    cores: cpus().length,
    cpu: cpus()[0]?.model,
    loadAverageAtStart,
    loadAverageAtEnd: loadavg(),
    chromium: await chromiumVersion(),
  };
  print(
    `\n${formatTable(figures)}\n\n${formatChecks(checks)}\n\nBench took ${(totalMs / 1000).toFixed(0)} s; load average at the end ${load()}.`,
  );
  await mkdir(join(root, 'bench', 'results'), { recursive: true });
  const results = {
    date: new Date().toISOString(),
    machine,
    totalMs,
    runs: RUNS,
    verdict: verdict(checks).met ? 'met' : 'broken',
    figures,
    checks,
    product,
    baseline,
    scale,
    screenshotMs,
  };
  await writeFile(join(root, 'bench', 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  print('Results: bench/results/latest.json');
  const { met, broken } = verdict(checks);
  if (!met) console.error(`\n${broken.length} budget(s) broken (bench/budgets.json).`);
  return met ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
