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
export async function samplePage(
  page: Page,
  target: 'controls' | 'focused' | 'text',
  within = 'body',
): Promise<Sample[]> {
  return (await page.evaluate(samplerScript, samplerArgs(target, within))).samples;
}

/** The same for one element, as it is drawn now (under the mouse, pressed), in one round trip. */
export async function sampleElement(element: Locator): Promise<Sample> {
  const { samples } = await element.evaluate(samplerScript, samplerArgs('one'));
  return samples[0]!;
}

type Rgba = [number, number, number, number];

/** Where a Tab took focus: out of the page, to a control not yet walked, or back to one already walked. */
type Walked = 'outside' | 'new' | 'again';

interface SamplerArgs {
  /** What samplePage asks for; 'one' the element a locator gives; 'walk' one step of tabThrough. */
  target: 'controls' | 'focused' | 'text' | 'one' | 'walk';
  within: string;
  controls: string;
}

const samplerArgs = (target: SamplerArgs['target'], within = ''): SamplerArgs => ({
  target,
  within,
  controls: CONTROLS,
});

/** Runs in the page: page.evaluate gives it the arguments; a locator's evaluate, the element first. */
function samplerScript(
  first: SamplerArgs | Element,
  second?: SamplerArgs,
): {
  samples: Sample[];
  walked?: Walked;
} {
  const { target, within, controls } = second ?? (first as SamplerArgs);
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
  if (target === 'one') return { samples: [sample(first as Element, false)] };
  const focused = document.activeElement && document.activeElement !== document.body ? document.activeElement : null;
  if (target === 'focused') return { samples: focused ? [sample(focused, true)] : [] };
  // One step of a Tab walk, in the same round trip as its sample: the element is marked as walked.
  if (target === 'walk') {
    if (!focused) return { samples: [], walked: 'outside' };
    if (focused.hasAttribute('data-contrast-walked')) return { samples: [], walked: 'again' };
    focused.setAttribute('data-contrast-walked', '');
    return { samples: [sample(focused, true)], walked: 'new' };
  }
  const root = document.querySelector(within);
  if (!root) return { samples: [] };
  const elements =
    target === 'controls'
      ? [...root.querySelectorAll(controls)]
      : [...root.querySelectorAll('*')].filter((el) =>
          [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''),
        );
  return {
    samples: elements
      .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((el) => sample(el, false)),
  };
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
    const step = await page.evaluate(samplerScript, samplerArgs('walk'));
    outside = step.walked === 'outside' ? outside + 1 : 0;
    if (step.walked === 'again' || outside > 1) break;
    if (step.walked === 'outside') continue;
    for (const focused of step.samples) problems.push(...problemsOf(focused, state));
    walked += 1;
  }
  if (walked === 0) problems.push(`${state}: no control took focus`);
  await page.evaluate(() =>
    document.querySelectorAll('[data-contrast-walked]').forEach((el) => el.removeAttribute('data-contrast-walked')),
  );
  return problems;
}

/** In the page: whether the mouse can reach the element, its centre (scrolled into view) being the element itself. */
function underTheMouse(element: Element): boolean {
  element.scrollIntoView({ block: 'center', inline: 'center' });
  const box = element.getBoundingClientRect();
  if (box.width < 2 || box.height < 2) return false;
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return hit !== null && element.contains(hit);
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
    // A control the mouse cannot reach (a skip link off-screen until focused, one under the chat
    // launcher) has its look checked elsewhere. Asked in the page first: a hover that cannot land
    // gives up only at its timeout, 3 s a brand.
    if (!(await control.evaluate(underTheMouse))) continue;
    const reached = await control.hover({ timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (!reached) continue;
    problems.push(...problemsOf(await sampleElement(control), `${where}, under the mouse`));
    await page.mouse.down();
    problems.push(...problemsOf(await sampleElement(control), `${where}, pressed`));
    await page.mouse.move(0, 0);
    await page.mouse.up();
  }
  return problems;
}
