import { describe, expect, it } from 'vitest';
import type { CaptureTarget } from './capture-targets';
import { pairsOf, renderReport, type PictureInfo, type ReportInput } from './report-html';

const pages = [
  { key: 'terms', label: 'Terms page', path: '/terms' },
  { key: 'registration-errors', label: 'Registration <errors> & "more"', path: '/account/heloc/register-v2' },
];
const png = (sha256: string): PictureInfo => ({ sha256, width: 390, height: 844 });

const changed: CaptureTarget = {
  orgCode: 'CEDAR_VALLEY_FCU',
  displayName: 'Cedar <Valley> & "Co"',
  sides: ['before', 'after'],
  why: ['changed lender'],
};
const added: CaptureTarget = { orgCode: 'NEW_BANK', displayName: 'New Bank', sides: ['after'], why: ['added lender'] };
const removed: CaptureTarget = {
  orgCode: 'OLD_BANK',
  displayName: 'Old Bank',
  sides: ['before'],
  why: ['removed lender'],
};

function input(overrides: Partial<ReportInput> = {}): ReportInput {
  const pictures = new Map<string, PictureInfo>([
    // Cedar Valley: the terms page changed at both widths, the registration errors did not.
    ['CEDAR_VALLEY_FCU/terms-phone-before.png', png('a')],
    ['CEDAR_VALLEY_FCU/terms-phone-after.png', png('b')],
    ['CEDAR_VALLEY_FCU/terms-desktop-before.png', png('c')],
    ['CEDAR_VALLEY_FCU/terms-desktop-after.png', png('d')],
    ['CEDAR_VALLEY_FCU/registration-errors-phone-before.png', png('e')],
    ['CEDAR_VALLEY_FCU/registration-errors-phone-after.png', png('e')],
    ['CEDAR_VALLEY_FCU/registration-errors-desktop-before.png', png('f')],
    ['CEDAR_VALLEY_FCU/registration-errors-desktop-after.png', png('f')],
    ...pages.flatMap((p) =>
      ['phone', 'desktop'].flatMap((v): [string, PictureInfo][] => [
        [`NEW_BANK/${p.key}-${v}-after.png`, png('n')],
        [`OLD_BANK/${p.key}-${v}-before.png`, png('o')],
      ]),
    ),
  ]);
  return {
    title: 'Comparing <origin/main> with the working tree.',
    summary: 'Plan: 1 lender added, 1 removed, 1 changed; 0 hosts resolve differently; 0 flow files changed.',
    brands: [
      {
        ...changed,
        planLines: [
          '~ changed lender CEDAR_VALLEY_FCU "Cedar <Valley>"',
          '    Disclaimer 2: "a & b" -> "<script>alert(1)</script>"',
        ],
      },
      { ...added, planLines: ['+ added lender NEW_BANK "New Bank"'] },
      { ...removed, planLines: ['- removed lender OLD_BANK "Old Bank"'] },
    ],
    pages,
    fixedTime: new Date('2026-01-15T17:00:00Z'),
    pictures,
    failures: new Map(),
    ...overrides,
  };
}

describe('pairsOf', () => {
  it('pairs every page at both widths in page-set order and says what changed', () => {
    const statuses = pairsOf(changed, input()).map((p) => `${p.page.key}-${p.viewport}: ${p.status}`);
    expect(statuses).toEqual([
      'terms-phone: differs',
      'terms-desktop: differs',
      'registration-errors-phone: same',
      'registration-errors-desktop: same',
    ]);
    expect(pairsOf(added, input()).map((p) => p.status)).toEqual(['added', 'added', 'added', 'added']);
    expect(pairsOf(removed, input()).map((p) => p.status)).toEqual(['removed', 'removed', 'removed', 'removed']);
  });

  it('marks a pair failed when a picture its lender should have is missing', () => {
    const pictures = new Map(input().pictures);
    pictures.delete('CEDAR_VALLEY_FCU/terms-phone-after.png');
    expect(pairsOf(changed, input({ pictures }))[0]).toMatchObject({
      status: 'failed',
      before: 'CEDAR_VALLEY_FCU/terms-phone-before.png',
      after: 'CEDAR_VALLEY_FCU/terms-phone-after.png',
    });
  });
});

describe('renderReport', () => {
  const html = renderReport(input());

  it('escapes every text from the plan, the manifests and the page set', () => {
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<Valley>');
    expect(html).toContain('Comparing &lt;origin/main&gt; with the working tree.');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Cedar &lt;Valley&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('Registration &lt;errors&gt; &amp; &quot;more&quot;');
  });

  it('loads nothing from elsewhere: relative picture paths, inline style, no script', () => {
    const urls = [...html.matchAll(/(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls)
      expect(url, url).toMatch(/^(#[A-Z_]+|[A-Z_]+\/[a-z0-9-]+-(phone|desktop)-(before|after)\.png|plan\.(md|txt))$/);
    expect(html).not.toMatch(/<script|<link|@import|url\(/);
  });

  it('puts a lender’s plan lines above its pictures, before left and after right', () => {
    const section = html.slice(html.indexOf('<section id="CEDAR_VALLEY_FCU"'), html.indexOf('</section>'));
    const plan = section.indexOf('<pre class="plan">~ changed lender CEDAR_VALLEY_FCU');
    const before = section.indexOf('src="CEDAR_VALLEY_FCU/terms-phone-before.png"');
    const after = section.indexOf('src="CEDAR_VALLEY_FCU/terms-phone-after.png"');
    expect(plan).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(plan);
    expect(after).toBeGreaterThan(before);
    expect(section).toContain('width="390" height="844"');
  });

  it('opens the pairs that changed and folds the ones that did not', () => {
    expect(html).toMatch(
      /<details class="differs" open>\n<summary>Terms page, phone <code>\/terms<\/code> <span class="status">changed<\/span>/,
    );
    expect(html).toMatch(/<details class="same">\n<summary>Registration &lt;errors&gt; &amp; &quot;more&quot;, phone/);
    expect(html).toContain(
      '<li><a href="#CEDAR_VALLEY_FCU">Cedar &lt;Valley&gt; &amp; &quot;Co&quot;</a> <code>CEDAR_VALLEY_FCU</code>: 2 of 4 pictures changed</li>',
    );
  });

  it('shows an added lender after only and a removed one before only, saying why', () => {
    const added = html.slice(html.indexOf('<section id="NEW_BANK"'));
    expect(added).toContain(
      '<div class="side missing"><p class="side-name">Before</p><p>The lender does not exist before the change.</p></div>',
    );
    expect(added).toContain('src="NEW_BANK/terms-phone-after.png"');
    expect(added).not.toContain('NEW_BANK/terms-phone-before.png');
    const removed = html.slice(html.indexOf('<section id="OLD_BANK"'));
    expect(removed).toContain('<p>The lender no longer exists after the change.</p>');
    expect(html).toContain('<code>NEW_BANK</code>: 4 pictures, new lender</li>');
  });

  it('says why a picture is missing', () => {
    const pictures = new Map(input().pictures);
    pictures.delete('CEDAR_VALLEY_FCU/terms-phone-after.png');
    const failures = new Map([['CEDAR_VALLEY_FCU/terms-phone-after.png', 'the h1 "Terms <of> Use" never took focus']]);
    const page = renderReport(input({ pictures, failures }));
    expect(page).toContain('<p>Could not be captured: the h1 &quot;Terms &lt;of&gt; Use&quot; never took focus</p>');
    expect(page).toContain('1 of 4 pictures changed, 1 could not be captured');
  });

  it('says so when no lender is rendered, and is the same bytes for the same input', () => {
    expect(renderReport(input({ brands: [], summary: 'No borrower-visible changes.' }))).toContain(
      '<p>No lender’s pages change, so nothing was rendered.</p>',
    );
    expect(renderReport(input())).toBe(html);
  });
});
