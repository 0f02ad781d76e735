import { childPointer } from '../../../src/core/json-pointer';
import { isPlainObject } from '../../lib/schema-registry';
import type { Diagnostic } from '../diagnostic';
import { diagnosticAt } from '../locate';
import { checkScreen } from './application-screens';
import { field, reporter, type ProjectCheck } from './check';

export const SIGNER_ROUTES_FILE = 'flows/signer/routes.json';
export const SIGNER_SCREENS_FILE = 'flows/signer/screens.json';
/** The signer journey shows only these kinds: its steps are the co-deed status, read on arrival. */
const SIGNER_KINDS = ['info', 'widget'];

/**
 * The additional signer's journey: every screen flows/signer/routes.json names (its rows, its
 * condition screens and the unrecognised screen) has a definition in flows/signer/screens.json, nothing there is unused,
 * kinds are info or widget, and each definition passes the borrower screens' own checks.
 */
export const signerScreensCheck: ProjectCheck = {
  run({ rootDir, flowFiles }) {
    const routes = flowFiles.find((f) => f.file === SIGNER_ROUTES_FILE);
    const screensDoc = flowFiles.find((f) => f.file === SIGNER_SCREENS_FILE);
    if (!routes || !screensDoc || !isPlainObject(routes.value) || !isPlainObject(screensDoc.value)) return [];
    const out: Diagnostic[] = [];
    const screens = isPlainObject(screensDoc.value.screens) ? screensDoc.value.screens : {};
    // Each screen routes.json names, with where it first names it.
    const named = new Map<string, string>();
    const name = (screen: unknown, pointer: string) => {
      if (typeof screen === 'string' && !named.has(screen)) named.set(screen, pointer);
    };
    const rows = field(routes.value, 'rows');
    (Array.isArray(rows) ? rows : []).forEach((row, i) => name(field(row, 'screen'), `/rows/${i}/screen`));
    name(field(routes.value, 'unrecognised', 'screen'), '/unrecognised/screen');
    // Condition screens are opened by a condition link (under the flag) rather than by a status.
    const conditions = field(routes.value, 'conditions', 'screens');
    (Array.isArray(conditions) ? conditions : []).forEach((screen, i) => name(screen, `/conditions/screens/${i}`));
    for (const [screen, pointer] of named) {
      if (!(screen in screens))
        out.push(diagnosticAt(routes, pointer, `screen "${screen}" has no definition in ${SIGNER_SCREENS_FILE}`));
    }
    for (const [screenPath, screen] of Object.entries(screens)) {
      const at = childPointer('/screens', screenPath);
      const report = reporter(screensDoc, out);
      if (!named.has(screenPath))
        report(at, `"${screenPath}" is not a screen of ${SIGNER_ROUTES_FILE}: no status leads to it`, 'key');
      if (!isPlainObject(screen)) continue;
      if (typeof screen.kind === 'string' && !SIGNER_KINDS.includes(screen.kind))
        report(`${at}/kind`, `a signer screen is ${SIGNER_KINDS.join(' or ')}, not "${screen.kind}"`);
      checkScreen(rootDir, screenPath, screen, at, report);
    }
    return out;
  },
};
