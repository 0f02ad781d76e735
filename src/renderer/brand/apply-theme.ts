import type { Brand } from './brand-context';

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** CSS custom properties of a brand theme, e.g. --color-nav-background. */
export function themeVariables(brand: Brand): Record<string, string> {
  const vars: Record<string, string> = { '--font-stack': brand.theme.fontStack };
  for (const [token, value] of Object.entries(brand.theme.colors)) vars[`--color-${kebab(token)}`] = value;
  return vars;
}

/**
 * Sets the theme on the root element through the CSSOM, which a strict CSP allows (unlike
 * inline style attributes or injected style elements).
 */
export function applyTheme(brand: Brand, root: HTMLElement): void {
  for (const [name, value] of Object.entries(themeVariables(brand))) root.style.setProperty(name, value);
  root.dataset.org = brand.orgCode;
}
