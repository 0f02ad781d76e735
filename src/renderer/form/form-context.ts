import type { Registry } from '@rjsf/utils';

/**
 * Every word the form draws itself. They come from flows/ (STYLE.md habit 4); components never
 * hold English. Templates are filled with `fillTemplate` from the core.
 */
export interface FormLabels {
  /** Submit button text while a submit is in flight (spec: 'Submitting'). */
  submitting: string;
  /** Title of the error summary drawn after a failed submit, e.g. 'There is a problem'. */
  errorSummaryTitle: string;
  /** The summary's line under its title, with `{count}`, e.g. '{count} problems to fix'. */
  errorSummary: string;
  /** The same for exactly one problem; `errorSummary` is used when absent. */
  errorSummaryOne?: string;
  /** Marker after the label of a field that is not required, e.g. '(optional)'. */
  optional: string;
  /** Optional visible marker after a required field's label (hidden from screen readers, which hear aria-required). */
  required?: string;
  /** Text prefix of a warning, so warnings differ from errors without colour, e.g. 'Warning:'. */
  warning: string;
  /** Optional text prefix of an error message, e.g. 'Error:'. */
  error?: string;
  /** The two choices of the yes-no widget. */
  yes: string;
  no: string;
  /** Names of the password show/hide toggle in each state. */
  showPassword: string;
  hidePassword: string;
  /** Accessible name of the password strength meter, e.g. 'Password strength'. */
  passwordStrength: string;
  /** Optional spoken value of the meter with `{score}`, e.g. '{score} of 4'. */
  passwordStrengthValue?: string;
  /** First option of a select before a choice is made, e.g. 'Select one'. */
  selectPlaceholder: string;
  /** Placeholder of the date widget, e.g. 'MM/DD/YYYY'. */
  datePlaceholder: string;
  /** Hidden suffix of links that open a new tab, e.g. '(opens in a new tab)'. */
  newTab?: string;
}

export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  unmet: { key: string; message: string }[];
}

/**
 * Behaviour the widgets borrow from the core, passed in by the app (dependency injection keeps the
 * renderer free of formatting rules). A widget whose service is missing fails loudly when drawn.
 */
export interface FieldServices {
  /** As-you-type phone formatting, e.g. '5555550142' → '(555) 555-0142' (core formatPhone). */
  formatPhone?: (input: string) => string;
  /** Money text to a number, null when it is not one: '$12,500' → 12500 (core parseMoney). */
  parseMoney?: (text: string) => number | null;
  /** A number as money text with its currency sign: (12500, 0) → '$12,500' (core formatMoney). */
  formatMoney?: (value: number, precision: number) => string;
  /** Strength of a password: score 0-4 and the rules it does not meet yet. */
  passwordStrength?: (value: string) => PasswordStrength;
}

/** What StepForm hands every template and widget through RJSF's formContext. */
export interface StepFormContext {
  labels: FormLabels;
  services: FieldServices;
  /** Warning messages by RJSF field id (errors travel as RJSF extraErrors). */
  warnings: Readonly<Record<string, readonly string[]>>;
  /** Ids of the fields with errors, for groups that RJSF does not hand their own errors. */
  invalidIds: ReadonlySet<string>;
  submitLabel: string;
  submitting: boolean;
  /** Id of an element every field is also described by (the form's alert of a server refusal), when it has content. */
  describedBy?: string;
}

export function stepFormContext(registry: Registry): StepFormContext {
  const context = registry.formContext as Partial<StepFormContext> | undefined;
  if (!context?.labels) throw new Error('Form templates and widgets need the formContext that StepForm provides.');
  return context as StepFormContext;
}

export function requireService<K extends keyof FieldServices>(
  registry: Registry,
  name: K,
  widget: string,
): NonNullable<FieldServices[K]> {
  const service = stepFormContext(registry).services[name];
  if (!service) throw new Error(`The "${widget}" widget needs formContext.${name}; pass it to StepForm.`);
  return service;
}
