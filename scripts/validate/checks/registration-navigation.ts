import { STEP_TEXT_PLACEHOLDERS } from '../../../src/core/registration/step-text-placeholders';
import { templateKeys } from '../../../src/core/text/template';
import { isPlainObject } from '../../lib/schema-registry';
import { didYouMean } from '../closest-name';
import { field } from './check';
import { registrationCheck, REGISTRATION_COPY_FILE } from './registration-flow';

type Json = Record<string, unknown>;
const SUBMIT = 'submit';

/**
 * The journey must hang together: unique keys and paths, every `to` naming a step, a fallback
 * at the end of every `next`, every step reachable from the first, modals worded in copy.json and
 * step words using only the placeholders the core fills.
 */
export const registrationNavigationCheck = registrationCheck((loaded, context) => {
  const at = loaded.report;
  const keys = loaded.steps.map((s) => s.key);
  const stepNamed = (name: unknown, pointer: string, allowSubmit: boolean) => {
    if (typeof name !== 'string' || keys.includes(name) || (allowSubmit && name === SUBMIT)) return;
    at(
      pointer,
      `"${name}" names no step${didYouMean(name, allowSubmit ? [...keys, SUBMIT] : keys)} (steps: ${keys.join(', ')}${allowSubmit ? `, or ${SUBMIT}` : ''})`,
    );
  };
  const seenPath = new Map<string, string>();
  loaded.steps.forEach(({ at: stepAt, key, step }, i) => {
    if (keys.indexOf(key) !== i) at(`${stepAt}/key`, `"${key}" is already the key of step ${keys.indexOf(key)}`);
    const path = step.path as string;
    if (seenPath.has(path)) at(`${stepAt}/path`, `"${path}" is already the path of step "${seenPath.get(path)}"`);
    else seenPath.set(path, key);
    const next = step.next as Json[];
    next.forEach((n, j) => stepNamed(n.to, `${stepAt}/next/${j}/to`, true));
    if (next.at(-1)?.when !== undefined)
      at(
        `${stepAt}/next/${next.length - 1}`,
        'is the last next entry, so it must have no "when": it is where Continue leads when nothing else matches',
      );
    checkPlaceholders(step, stepAt, at);
  });
  stepNamed(field(loaded.flow, 'guard', 'to'), '/guard/to', false);
  const reachable = new Set<string>([keys[0]!]);
  for (let grew = true; grew;) {
    grew = false;
    for (const { key, step } of loaded.steps) {
      if (!reachable.has(key)) continue;
      for (const n of step.next as Json[])
        if (typeof n.to === 'string' && !reachable.has(n.to)) grew = Boolean(reachable.add(n.to));
    }
  }
  for (const { at: stepAt, key } of loaded.steps)
    if (!reachable.has(key)) at(stepAt, `step "${key}" cannot be reached: no next entry leads to it`);
  checkModals(loaded.steps, context.flowFiles.find((f) => f.file === REGISTRATION_COPY_FILE)?.value, at);
});

function checkPlaceholders(step: Json, stepAt: string, at: (pointer: string, message: string) => void): void {
  const texts: [string, unknown][] = [
    ['title', step.title],
    ['help', step.help],
    ['submitLabel', step.submitLabel],
  ];
  ((step.variants as Json[] | undefined) ?? []).forEach((v, i) =>
    texts.push([`variants/${i}/title`, v.title], [`variants/${i}/help`, v.help]),
  );
  for (const [where, text] of texts) {
    if (typeof text !== 'string') continue;
    for (const key of templateKeys(text)) {
      if (!(STEP_TEXT_PLACEHOLDERS as readonly string[]).includes(key)) {
        at(
          `${stepAt}/${where}`,
          `{${key}} is not a placeholder step words may use (${STEP_TEXT_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')})`,
        );
      }
    }
  }
}

function checkModals(
  steps: { at: string; step: Json }[],
  copy: unknown,
  at: (pointer: string, message: string) => void,
): void {
  const modals = field(copy, 'modals');
  if (!isPlainObject(modals)) return;
  const names = Object.keys(modals);
  for (const { at: stepAt, step } of steps) {
    ((step.modals as Json[] | undefined) ?? []).forEach((m, i) => {
      const name = m.modal as string;
      if (!names.includes(name))
        at(
          `${stepAt}/modals/${i}/modal`,
          `"${name}" is not a modal in ${REGISTRATION_COPY_FILE}${didYouMean(name, names)}`,
        );
    });
  }
}
