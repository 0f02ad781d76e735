import type { Locator, Page } from '@playwright/test';
import { MIN_RATIO } from '../../src/core/theme/contrast-pairs';
import { contrastRatio } from '../../src/core/theme/contrast';

/** How one element is drawn, as the eye sees it: colours composited over what is behind them. */
export interface Sample {
  /** Role or tag and the first words, for the report. */
  what: string;
  color: string;
  background: string;
  /** Large text (24 px, or 18.66 px bold) needs 3:1 rather than 4.5:1 (WCAG 1.4.3). */
  large: boolean;
  /** Whether the element draws text (a native radio or checkbox does not). */
  hasText: boolean;
  /** A field's edge (text fields and selects), for non-text contrast against what is around it. */
  edge?: { color: string; around: string };
  /** The focus indicator's colour (outline, else box-shadow) against what is around the element. */
  ring?: { color: string; around: string } | null;
}

/** Every control a borrower can reach, by what it is rather than how it is styled. */
export const CONTROLS =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=menuitem], [role=tab], [tabindex="0"]';

/**
 * Samples the elements in the page: `target` 'controls' (every visible control, optionally inside
 * a container), 'focused' (the focused element, with its focus ring) or 'text' (every element
 * with words of its own inside `within`). Runs in the page in one go, so a sweep stays cheap.
 */
export function samplePage(page: Page, target: 'controls' | 'focused' | 'text', within = 'body'): Promise<Sample[]> {
  return page.evaluate(samplerScript, { target, within, controls: CONTROLS });
}

/** The same for one element, as it is drawn now (under the mouse, pressed). */
export async function sampleElement(page: Page, element: Locator): Promise<Sample> {
  await element.evaluate((el) => el.setAttribute('data-contrast-sample', ''));
  try {
    const [sample] = await page.evaluate(samplerScript, {
      target: 'one',
      within: '[data-contrast-sample]',
      controls: CONTROLS,
    });
    return sample!;
  } finally {
    await element.evaluate((el) => el.removeAttribute('data-contrast-sample'));
  }
}

type Rgba = [number, number, number, number];

function samplerScript({ target, within, controls }: { target: string; within: string; controls: string }): Sample[] {
  const parse = (css: string): Rgba => {
    const parts =
      /rgba?\(([^)]*)\)/
        .exec(css)?.[1]
        ?.split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number) ?? [];
    const [r = 0, g = 0, b = 0, a = css.startsWith('rgb') ? 1 : 0] = parts;
    return [r, g, b, a];
  };
  const over = (top: Rgba, under: Rgba): Rgba =>
    [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])).concat(1) as Rgba;
  const hex = ([r, g, b]: Rgba) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
  // The colour behind an element: its own background, else its ancestors' (a translucent one laid over).
  const backdrop = (node: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let n = node; n; n = n.parentElement) {
      const layer = parse(getComputedStyle(n).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
  };
  const sample = (el: Element, withRing: boolean): Sample => {
    const style = getComputedStyle(el);
    const background = backdrop(el);
    const around = backdrop(el.parentElement);
    const size = parseFloat(style.fontSize);
    const input = el instanceof HTMLInputElement ? el.type : '';
    const hasText = !['radio', 'checkbox', 'range', 'color', 'file'].includes(input);
    const named =
      el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
        ? el.labels?.[0]?.textContent
        : el.textContent;
    const label = (el.getAttribute('aria-label') ?? named ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const result: Sample = {
      what: `${el.getAttribute('role') ?? el.tagName.toLowerCase()}${input ? `[${input}]` : ''} "${label}"`,
      color: hex(over(parse(style.color), background)),
      background: hex(background),
      large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
      hasText,
    };
    const field =
      (el instanceof HTMLInputElement && hasText) ||
      el instanceof HTMLSelectElement ||
      el instanceof HTMLTextAreaElement;
    if (field && parseFloat(style.borderBottomWidth) > 0)
      result.edge = { color: hex(over(parse(style.borderBottomColor), around)), around: hex(around) };
    if (withRing) {
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? parse(style.outlineColor) : null;
      const shadow = style.boxShadow !== 'none' ? parse(style.boxShadow) : null;
      const ring = outline ?? shadow;
      result.ring = ring && ring[3] > 0 ? { color: hex(over(ring, around)), around: hex(around) } : null;
    }
    return result;
  };
  if (target === 'one') return [...document.querySelectorAll(within)].slice(0, 1).map((el) => sample(el, false));
  if (target === 'focused')
    return document.activeElement && document.activeElement !== document.body
      ? [sample(document.activeElement, true)]
      : [];
  const root = document.querySelector(within);
  if (!root) return [];
  const elements =
    target === 'controls'
      ? [...root.querySelectorAll(controls)]
      : [...root.querySelectorAll('*')].filter((el) =>
          [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''),
        );
  return elements
    .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
    .map((el) => sample(el, false));
}

/** What is wrong with a sample, in words; nothing when it passes. */
export function problemsOf(sample: Sample, state: string): string[] {
  const problems: string[] = [];
  const at = `${state}: ${sample.what}`;
  const need = sample.large ? MIN_RATIO.control : MIN_RATIO.text;
  const text = contrastRatio(sample.color, sample.background);
  if (sample.hasText && text < need)
    problems.push(`${at} text ${sample.color} on ${sample.background} is ${text.toFixed(2)}:1, below ${need}:1`);
  if (sample.edge) {
    const edge = contrastRatio(sample.edge.color, sample.edge.around);
    if (edge < MIN_RATIO.control)
      problems.push(
        `${at} edge ${sample.edge.color} against ${sample.edge.around} is ${edge.toFixed(2)}:1, below ${MIN_RATIO.control}:1`,
      );
  }
  if (sample.ring === null) problems.push(`${at} shows no focus ring (no outline or box-shadow)`);
  else if (sample.ring) {
    const ring = contrastRatio(sample.ring.color, sample.ring.around);
    if (ring < MIN_RATIO.control)
      problems.push(
        `${at} focus ring ${sample.ring.color} against ${sample.ring.around} is ${ring.toFixed(2)}:1, below ${MIN_RATIO.control}:1`,
      );
  }
  return problems;
}

/** A control's look at rest, so one of each look is hovered and pressed rather than every one. */
export const lookOf = (sample: Sample) =>
  `${sample.what.split(' ')[0]} ${sample.color} ${sample.background} ${sample.edge?.color ?? ''}`;

/**
 * Tab through every control once (from where focus is; inside `within` only, when given),
 * sampling each as it takes focus.
 */
export async function tabThrough(
  page: Page,
  state: string,
  { limit = 60, within }: { limit?: number; within?: Locator } = {},
): Promise<string[]> {
  const problems: string[] = [];
  let walked = 0;
  let outside = 0;
  for (let stop = 0; stop < limit; stop += 1) {
    await page.keyboard.press('Tab');
    if (within && !(await within.evaluate((el) => el.contains(document.activeElement)))) break;
    // Past the last control focus leaves the page (the body has it); the next Tab comes back at the
    // top. Back at a control already walked, the walk has come round.
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return 'outside';
      if (el.hasAttribute('data-contrast-walked')) return 'again';
      el.setAttribute('data-contrast-walked', '');
      return 'new';
    });
    outside = where === 'outside' ? outside + 1 : 0;
    if (where === 'again' || outside > 1) break;
    if (where === 'outside') continue;
    const [focused] = await samplePage(page, 'focused');
    if (focused) problems.push(...problemsOf(focused, state));
    walked += 1;
  }
  if (walked === 0) problems.push(`${state}: no control took focus`);
  await page.evaluate(() =>
    document.querySelectorAll('[data-contrast-walked]').forEach((el) => el.removeAttribute('data-contrast-walked')),
  );
  return problems;
}

/**
 * One control of each look (inside the element `within` selects) under the mouse, then pressed
 * and released elsewhere, so nothing is clicked.
 */
export async function hoverAndPress(page: Page, where: string, within = 'body'): Promise<string[]> {
  const rest = await samplePage(page, 'controls', within);
  const looks = new Map<string, number>();
  rest.forEach((sample, index) => {
    if (sample.hasText && !looks.has(lookOf(sample))) looks.set(lookOf(sample), index);
  });
  const controls = page.locator(within).locator(CONTROLS).filter({ visible: true });
  const problems: string[] = [];
  for (const index of looks.values()) {
    const control = controls.nth(index);
    // A control under another (the chat launcher) cannot be reached by the mouse: its look is checked elsewhere.
    const reached = await control.hover({ timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (!reached) continue;
    problems.push(...problemsOf(await sampleElement(page, control), `${where}, under the mouse`));
    await page.mouse.down();
    problems.push(...problemsOf(await sampleElement(page, control), `${where}, pressed`));
    await page.mouse.move(0, 0);
    await page.mouse.up();
  }
  return problems;
}
