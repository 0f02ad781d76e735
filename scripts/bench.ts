/**
 * `npm run bench`: the borrower's first registration step, product against a stock-RJSF baseline
 * (bench/baseline), same machine, same run. Prints a table, writes bench/results/latest.json and
 * exits 1 when a budget of bench/budgets.json is broken. Expects `npm run build` first (the npm
 * script does both). See README "Performance".
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildBaseline } from './bench/baseline-build';
import { chromiumVersion, launchChromium } from './bench/browser';
import { measureKeystrokeRounds } from './bench/keystroke-latency';
import { runLighthouse } from './bench/lighthouse-runs';
import { measurePageWeight } from './bench/page-weight';
import { checkBudgets, formatChecks, formatTable, type Budgets, type Figure } from './bench/report';
import { prepareScaleCopy } from './bench/scale';
import { timeScreenshots } from './bench/screenshot-time';
import { freePort } from './bench/ports';
import { serveBuild } from './bench/serve-build';

const root = resolve(import.meta.dirname, '..');
const print = (line: string) => process.stdout.write(`${line}\n`);
const STEP = { path: '/account/heloc/register-v2', heading: 'Tell us about your property', field: 'Street address' };
// Preferred ports (this project's bench range); a port another program holds is skipped.
const PREFERRED_PORTS = [4194, 4195, 4196, 4197, 4198, 4199];
const takenPorts = new Set<number>();
const port = () => freePort(PREFERRED_PORTS, takenPorts);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const KEYSTROKES = 50;
const KEYSTROKE_ROUNDS = 3;

/** First load and keystrokes of one app, already served at `origin`. */
async function measureApp(name: string, origin: string) {
  const url = `${origin}${STEP.path}`;
  const browser = await launchChromium();
  try {
    print(`${name}: first load and ${KEYSTROKE_ROUNDS}×${KEYSTROKES} keystrokes…`);
    const weight = await measurePageWeight(browser, url, STEP.heading);
    const keystrokes = await measureKeystrokeRounds(
      browser,
      { url, heading: STEP.heading, label: STEP.field, count: KEYSTROKES },
      KEYSTROKE_ROUNDS,
    );
    return { url, weight, keystrokes };
  } finally {
    await browser.close();
  }
}

/** Both apps served side by side; Lighthouse takes turns between them. */
async function measureApps(baselineDist: string) {
  const baselineServer = await serveBuild({ rootDir: root, dist: baselineDist, port: await port(), baseline: true });
  const productServer = await serveBuild({ rootDir: root, dist: join(root, 'dist'), port: await port() });
  try {
    const baseline = await measureApp('baseline', baselineServer.origin);
    const product = await measureApp('product', productServer.origin);
    print(`Lighthouse: ${LIGHTHOUSE_RUNS} runs each, taking turns…`);
    const [baselineLighthouse, productLighthouse] = await runLighthouse(
      [baseline.url, product.url],
      LIGHTHOUSE_RUNS,
      await port(),
    );
    return {
      baseline: { ...baseline, lighthouse: baselineLighthouse! },
      product: { ...product, lighthouse: productLighthouse! },
    };
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

  const p = product.lighthouse;
  const b = baseline.lighthouse;
  const figures: Figure[] = [
    { name: 'first-load JS, gzip', unit: 'B', product: product.weight.js.gzip, baseline: baseline.weight.js.gzip },
    {
      name: 'first-load JS, brotli',
      unit: 'B',
      product: product.weight.js.brotli,
      baseline: baseline.weight.js.brotli,
    },
    {
      name: 'first-load CSS, gzip',
      unit: 'B',
      product: product.weight.css.gzip,
      baseline: baseline.weight.css.gzip || undefined,
    },
    {
      name: 'first-load CSS, brotli',
      unit: 'B',
      product: product.weight.css.brotli,
      baseline: baseline.weight.css.brotli || undefined,
    },
    {
      name: `Lighthouse mobile performance (median of ${LIGHTHOUSE_RUNS})`,
      unit: 'score',
      product: p.score,
      baseline: b.score,
    },
    { name: 'Lighthouse LCP', unit: 'ms', product: p.lcpMs, baseline: b.lcpMs },
    { name: 'Lighthouse TBT', unit: 'ms', product: p.tbtMs, baseline: b.tbtMs },
    { name: 'Lighthouse CLS', unit: 'cls', product: p.cls, baseline: b.cls },
    {
      name: `keystroke-to-paint median, 4x CPU (${KEYSTROKES} keys, median round of ${KEYSTROKE_ROUNDS})`,
      unit: 'ms',
      product: product.keystrokes.medianMs,
      baseline: baseline.keystrokes.medianMs,
    },
    {
      name: `keystroke-to-paint worst, 4x CPU (same round)`,
      unit: 'ms',
      product: product.keystrokes.worstMs,
      baseline: baseline.keystrokes.worstMs,
    },
    { name: 'first-load JS gzip, 1,000 more brands', unit: 'B', product: scale.weight.js.gzip },
    { name: 'first-load JS gzip, a generated brand of 1,000', unit: 'B', product: scale.synthetic.js.gzip },
    { name: 'validate + generate, committed brands', unit: 'ms', product: scale.committedValidateGenerateMs },
    { name: 'validate + generate, 1,000 more brands', unit: 'ms', product: scale.scaledValidateGenerateMs },
    { name: 'screenshots of one brand (page set, 2 widths)', unit: 'ms', product: screenshotMs },
  ];
  const checks = checkBudgets(budgets, {
    productJsGzip: product.weight.js.gzip,
    baselineJsGzip: baseline.weight.js.gzip,
    lighthouse: p,
    keystrokeMedianMs: product.keystrokes.medianMs,
    scaledJsGzip: Math.max(scale.weight.js.gzip, scale.synthetic.js.gzip),
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
    figures,
    checks,
    product,
    baseline,
    scale,
    screenshotMs,
  };
  await writeFile(join(root, 'bench', 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  print('Results: bench/results/latest.json');
  const broken = checks.filter((c) => !c.ok);
  if (broken.length > 0) console.error(`\n${broken.length} budget(s) broken (bench/budgets.json).`);
  return broken.length > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
