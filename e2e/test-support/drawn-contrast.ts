import type { Locator } from '@playwright/test';
import { contrastRatio } from '../../src/core/theme/contrast';

type Rgba = [number, number, number, number];

/** What an element is drawn with: its text colour, the colour behind it and behind its container. */
export interface DrawnColors {
  color: string;
  background: string;
  around: string;
}

const toHex = ([r, g, b]: Rgba) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The element's computed text colour and the colour it really shows on: its own background, else
 * its ancestors' (a transparent background lets the parent's through; a translucent one is laid
 * over it), as the eye sees it; `around` is the same for the nearest `container` ancestor.
 */
export async function drawnColors(element: Locator, container: string): Promise<DrawnColors> {
  const [color, background, around] = await element.evaluate((el, selector): [Rgba, Rgba, Rgba] => {
    const parse = (css: string): Rgba => {
      const parts =
        /rgba?\(([^)]*)\)/
          .exec(css)?.[1]
          ?.split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number) ?? [];
      const [r = 0, g = 0, b = 0, a = 1] = parts;
      return [r, g, b, a];
    };
    const over = (top: Rgba, under: Rgba): Rgba => [
      top[0] * top[3] + under[0] * (1 - top[3]),
      top[1] * top[3] + under[1] * (1 - top[3]),
      top[2] * top[3] + under[2] * (1 - top[3]),
      1,
    ];
    const backdrop = (node: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let n = node; n; n = n.parentElement) {
        const layer = parse(getComputedStyle(n).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
    };
    return [parse(getComputedStyle(el).color), backdrop(el), backdrop(el.parentElement?.closest(selector) ?? null)];
  }, container);
  return { color: toHex(over(color, background)), background: toHex(background), around: toHex(around) };
}

function over(top: Rgba, under: Rgba): Rgba {
  const mix = (i: 0 | 1 | 2) => top[i] * top[3] + under[i] * (1 - top[3]);
  return [mix(0), mix(1), mix(2), 1];
}

/** Text contrast and, for a state drawn as a block, the block against its container (focus indicator). */
export function drawnRatios(drawn: DrawnColors): { text: number; indicator: number } {
  return {
    text: contrastRatio(drawn.color, drawn.background),
    indicator: contrastRatio(drawn.background, drawn.around),
  };
}
