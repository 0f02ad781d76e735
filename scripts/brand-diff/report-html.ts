import { VIEWPORT_NAMES, VIEWPORTS, type ViewportName } from '../screenshots/capture-settings';
import { escapeHtml } from '../screenshots/gallery-html';
import { shotPath, type CaptureTarget, type Side } from './capture-targets';

/** One picture on disk: its hash (to tell "no visible change") and pixel size. */
export interface PictureInfo {
  sha256: string;
  width: number;
  height: number;
}

export interface ReportBrand extends CaptureTarget {
  /** This lender's lines of the plan, as the terminal prints them. */
  planLines: string[];
}

export interface ReportInput {
  /** What was compared with what, e.g. "Comparing HEAD with the working tree." */
  title: string;
  /** The plan's count line, or "No borrower-visible changes." */
  summary: string;
  brands: ReportBrand[];
  pages: { key: string; label: string; path: string }[];
  fixedTime: Date;
  /** Pictures that exist, by path relative to the report folder. */
  pictures: ReadonlyMap<string, PictureInfo>;
  /** Pictures that could not be taken, by the same path: the reason. */
  failures: ReadonlyMap<string, string>;
}

export type PairStatus = 'differs' | 'same' | 'added' | 'removed' | 'failed';

export interface Pair {
  page: { key: string; label: string; path: string };
  viewport: ViewportName;
  before: string;
  after: string;
  status: PairStatus;
}

const STATUS_WORDS: Record<PairStatus, string> = {
  differs: 'changed',
  same: 'no visible change',
  added: 'new lender: after only',
  removed: 'removed lender: before only',
  failed: 'could not be captured',
};

/** Every before/after pair of one lender, in page-set order, phone then desktop, with what changed. */
export function pairsOf(brand: CaptureTarget, input: Pick<ReportInput, 'pages' | 'pictures' | 'failures'>): Pair[] {
  return input.pages.flatMap((page) =>
    VIEWPORT_NAMES.map((viewport) => {
      const before = shotPath(brand.orgCode, page.key, viewport, 'before');
      const after = shotPath(brand.orgCode, page.key, viewport, 'after');
      const status = pairStatus(brand.sides, input.pictures.get(before), input.pictures.get(after));
      return { page, viewport, before, after, status };
    }),
  );
}

function pairStatus(
  sides: readonly Side[],
  before: PictureInfo | undefined,
  after: PictureInfo | undefined,
): PairStatus {
  const wantBefore = sides.includes('before');
  const wantAfter = sides.includes('after');
  if ((wantBefore && !before) || (wantAfter && !after)) return 'failed';
  if (!wantBefore) return 'added';
  if (!wantAfter) return 'removed';
  return before!.sha256 === after!.sha256 ? 'same' : 'differs';
}

/** A relative URL to a picture; org codes and keys are plain, but encoding costs nothing. */
const imageUrl = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/**
 * index.html of a brand:diff report: per lender its lines of the plan, then every page before |
 * after. Pairs that changed are open, the rest folded. One self-contained file: relative paths,
 * inline style, no script, nothing fetched from elsewhere, every text escaped. Nothing depends on
 * when it was made, so the same change gives the same bytes.
 */
export function renderReport(input: ReportInput): string {
  const sizes = VIEWPORT_NAMES.map((v) => `${v} ${VIEWPORTS[v].viewport.width}×${VIEWPORTS[v].viewport.height}`).join(
    ', ',
  );
  const perBrand = input.brands.map((brand) => ({ brand, pairs: pairsOf(brand, input) }));
  const toc = perBrand.map(
    ({ brand, pairs }) =>
      `<li><a href="#${escapeHtml(brand.orgCode)}">${escapeHtml(brand.displayName)}</a> <code>${escapeHtml(brand.orgCode)}</code>: ${escapeHtml(countWords(pairs))}</li>`,
  );
  const body =
    input.brands.length === 0
      ? '<p>No lender’s pages change, so nothing was rendered.</p>'
      : perBrand.map(({ brand, pairs }) => renderBrand(brand, pairs, input)).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Brand plan: before and after</title>
<style>
${STYLE}
</style>
</head>
<body>
<header>
<h1>Brand plan: before and after</h1>
<p>${escapeHtml(input.title)}</p>
<p><strong>${escapeHtml(input.summary)}</strong> The whole plan: <a href="plan.md">plan.md</a>, <a href="plan.txt">plan.txt</a>.</p>
<p>Before is the commit, built; after is the working tree, built. Pages from scripts/screenshots/page-set.json at ${escapeHtml(sizes)}; clock fixed at ${escapeHtml(input.fixedTime.toISOString())}, en-US, America/Los_Angeles.</p>
${toc.length ? `<nav aria-label="Lenders">\n<ul>\n${toc.join('\n')}\n</ul>\n</nav>` : ''}
</header>
<main>
${body}
</main>
</body>
</html>
`;
}

function countWords(pairs: readonly Pair[]): string {
  const count = (status: PairStatus) => pairs.filter((p) => p.status === status).length;
  const [added, removed, failed] = [count('added'), count('removed'), count('failed')];
  const words = added
    ? `${added} pictures, new lender`
    : removed
      ? `${removed} pictures, removed lender`
      : `${count('differs')} of ${pairs.length} pictures changed`;
  return failed ? `${words}, ${failed} could not be captured` : words;
}

function renderBrand(brand: ReportBrand, pairs: readonly Pair[], input: ReportInput): string {
  const id = escapeHtml(brand.orgCode);
  const plan = brand.planLines.length ? `<pre class="plan">${escapeHtml(brand.planLines.join('\n'))}</pre>` : '';
  return `<section id="${id}" aria-labelledby="${id}-name">
<h2 id="${id}-name">${escapeHtml(brand.displayName)} <code>${id}</code></h2>
<p class="why">In this report as: ${escapeHtml(brand.why.join('; '))}. ${escapeHtml(countWords(pairs))}.</p>
${plan}
${pairs.map((pair) => renderPair(brand, pair, input)).join('\n')}
</section>`;
}

function renderPair(brand: ReportBrand, pair: Pair, input: ReportInput): string {
  const open = pair.status === 'same' ? '' : ' open';
  const caption = `${pair.page.label}, ${pair.viewport}`;
  return `<details class="${pair.status}"${open}>
<summary>${escapeHtml(caption)} <code>${escapeHtml(pair.page.path)}</code> <span class="status">${escapeHtml(STATUS_WORDS[pair.status])}</span></summary>
<div class="pair">
${renderSide(brand, pair, 'before', input)}
${renderSide(brand, pair, 'after', input)}
</div>
</details>`;
}

function renderSide(brand: ReportBrand, pair: Pair, side: Side, input: ReportInput): string {
  const path = pair[side];
  const heading = side === 'before' ? 'Before' : 'After';
  const picture = input.pictures.get(path);
  if (!brand.sides.includes(side)) {
    const why = side === 'before' ? 'does not exist before the change' : 'no longer exists after the change';
    return missingSide(heading, `The lender ${why}.`);
  }
  if (!picture)
    return missingSide(heading, `Could not be captured: ${input.failures.get(path) ?? 'The picture is missing.'}`);
  const alt = `${brand.displayName}: ${pair.page.label}, ${pair.viewport}, ${side} the change`;
  const url = escapeHtml(imageUrl(path));
  return `<div class="side"><p class="side-name">${heading}</p><a href="${url}"><img src="${url}" alt="${escapeHtml(alt)}" width="${picture.width}" height="${picture.height}" loading="lazy"></a></div>`;
}

const missingSide = (heading: string, why: string) =>
  `<div class="side missing"><p class="side-name">${heading}</p><p>${escapeHtml(why)}</p></div>`;

const STYLE = `body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 110rem; padding: 1rem 1.5rem 4rem; color: #1b1b1b; background: #fff; }
h1 { margin: 0 0 .5rem; }
h2 { margin: 2.5rem 0 .25rem; border-top: 2px solid #1b1b1b; padding-top: 1rem; }
code { font: .9em ui-monospace, monospace; }
pre.plan { background: #f3f3f3; border-left: 4px solid #555; padding: .75rem 1rem; overflow-x: auto; white-space: pre-wrap; }
details { margin: .75rem 0; border: 1px solid #ccc; border-radius: 4px; }
details.differs { border-color: #a15c00; }
details.failed { border-color: #b00020; }
summary { cursor: pointer; padding: .5rem .75rem; font-weight: 600; }
.status { font-weight: 400; margin-left: .5rem; padding: 0 .4rem; border-radius: 3px; background: #eee; }
.differs .status { background: #ffe3b8; }
.failed .status { background: #ffd6dc; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; padding: 0 .75rem .75rem; align-items: start; }
.side-name { margin: 0 0 .25rem; font-weight: 600; }
.side img { display: block; max-width: 100%; height: auto; border: 1px solid #999; }
.missing { color: #555; font-style: italic; }`;
