import { contrastRatio } from './contrast';

/** Colour token names of a brand theme (schemas/brand-manifest.schema.json, theme.colors). */
export type ColorToken =
  | 'background'
  | 'surface'
  | 'text'
  | 'mutedText'
  | 'link'
  | 'primary'
  | 'onPrimary'
  | 'border'
  | 'focus'
  | 'error'
  | 'navBackground'
  | 'navText'
  | 'footerBackground'
  | 'footerText'
  | 'footerLink';

export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  /** text: WCAG 1.4.3 (4.5:1); control: WCAG 1.4.11 non-text contrast (3:1). */
  use: 'text' | 'control';
  /** Where the shell draws the pair and in which state: selectors a reviewer can grep the CSS for. */
  where: readonly string[];
}

export const MIN_RATIO = { text: 4.5, control: 3 } as const;

/**
 * Every pair the shell actually draws, in every state (rest, :focus, :hover, :disabled, :read-only,
 * checked, [aria-invalid], error); a new pairing in CSS must be added here. Each token pair is
 * listed once (the ratio is the same either way round, so a swapped pair is a `where` of its own
 * pair) under the stricter use. No rule colours :active or :visited, so the resting pairs hold
 * there. Not listed: colours fixed in CSS rather than by the brand (alert edges, the banners,
 * white behind pictures) and decorative lines (separators, the bar's bottom border).
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  {
    foreground: 'text',
    background: 'background',
    use: 'text',
    where: [
      'body',
      '.dialog',
      '.alert',
      '.field__input',
      '.choice',
      '.chat-panel',
      '.error-summary',
      '.application-card',
      '.dashboard-empty',
      '.offer-card',
      '.offer-actions',
    ],
  },
  {
    foreground: 'text',
    background: 'surface',
    use: 'text',
    where: ['.notice', '.trust-box', '.offer-panel', '.offer-panel__note', '.field__input:disabled', ':read-only'],
  },
  {
    foreground: 'mutedText',
    background: 'background',
    use: 'text',
    where: [
      '.lead',
      '.page-caption',
      '.reassurance',
      '.field__help',
      '.field__input::placeholder',
      '.step-bar__step',
      '.choice__description',
      '.application-card__meta',
      '.offer-card__detail',
      '.draw-amount__ends',
      '.step-bar__detail',
    ],
  },
  {
    foreground: 'link',
    background: 'background',
    use: 'text',
    where: [
      'a',
      '.skip-link:focus',
      '.button--secondary',
      '.officer-bar__open',
      '.chat-panel button',
      '.dashboard-account__logout',
    ],
  },
  {
    foreground: 'error',
    background: 'background',
    use: 'text',
    where: [
      '.field__messages--error',
      '.field__required',
      '.chat-alert',
      "[aria-invalid='true'] borders",
      '.error-summary__link',
      '.error-summary border',
      '.error-icon__disc',
      '.error-icon__mark (swapped: background on error)',
    ],
  },
  {
    foreground: 'onPrimary',
    background: 'primary',
    use: 'text',
    where: ['.button', '.chat-primary', '.step-bar__step--current .step-bar__number', '.officer__avatar'],
  },
  {
    foreground: 'navText',
    background: 'navBackground',
    use: 'text',
    where: [
      '.top-nav links and buttons',
      '.top-nav__toggle border',
      '.top-nav__sheet (the phone menu sheet) and .top-nav__close',
      '.nav-menu__item at rest',
      '.nav-menu__item:focus and :hover (swapped: navBackground on navText)',
      '.progress-panel--nav current step number (swapped)',
    ],
  },
  { foreground: 'footerText', background: 'footerBackground', use: 'text', where: ['.footer'] },
  {
    foreground: 'footerLink',
    background: 'footerBackground',
    use: 'text',
    where: ['.footer a', '.link-button', '.footer__toggle (compact footer disclosure)'],
  },
  {
    foreground: 'primary',
    background: 'background',
    use: 'control',
    where: [
      '.button border',
      '.choice:has(:checked)',
      '.strength__segment--on',
      'accent-color',
      '.application-card__segment--done and --current',
      '.offer-card:has(:checked)',
      'accent-color (.draw-amount__range)',
      '.step-bar segments done and current (below 1024 px)',
    ],
  },
  {
    foreground: 'border',
    background: 'background',
    use: 'control',
    where: [
      '.field__input',
      '.choice',
      '.strength__segment',
      '.step-bar__number',
      '.nav-menu__list edge',
      '.application-card and .dashboard-empty borders',
      '.application-card__segment',
      '.offer-card',
      '.step-bar upcoming segment outline (below 1024 px)',
    ],
  },
  {
    foreground: 'border',
    background: 'navBackground',
    use: 'control',
    where: ['.progress-panel--nav .step-bar__number'],
  },
  // Focus: a 3px outline 2px outside the control, drawn on whatever lies around it.
  {
    foreground: 'focus',
    background: 'background',
    use: 'control',
    where: [
      ':focus-visible on the page',
      '.error-summary:focus',
      '.field__messages:focus',
      '.offer-card:has(:focus-visible)',
    ],
  },
  { foreground: 'focus', background: 'surface', use: 'control', where: [':focus-visible in .notice'] },
  {
    foreground: 'focus',
    background: 'navBackground',
    use: 'control',
    where: [':focus-visible in .top-nav', '.nav-menu__item:focus-visible'],
  },
  { foreground: 'focus', background: 'footerBackground', use: 'control', where: [':focus-visible in .footer'] },
];

export interface ContrastFailure extends ContrastPair {
  ratio: number;
  required: number;
  colors: [string, string];
}

/** Pairs of the given palette below their WCAG AA minimum. */
export function contrastFailures(colors: Record<ColorToken, string>): ContrastFailure[] {
  const failures: ContrastFailure[] = [];
  for (const pair of CONTRAST_PAIRS) {
    const fg = colors[pair.foreground];
    const bg = colors[pair.background];
    const ratio = contrastRatio(fg, bg);
    const required = MIN_RATIO[pair.use];
    if (ratio < required) failures.push({ ...pair, ratio, required, colors: [fg, bg] });
  }
  return failures;
}
