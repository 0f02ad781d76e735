import type { Registry } from '@rjsf/utils';
import { fieldIds } from './field-errors';
import { stepFormContext } from './form-context';

export interface FieldAria {
  'aria-invalid'?: 'true';
  'aria-required'?: 'true';
  'aria-describedby'?: string;
}

interface FieldStateInput {
  id: string;
  registry: Registry;
  help?: unknown;
  rawErrors?: readonly string[];
  required?: boolean;
  /** Ids of further describing elements the widget draws itself (e.g. password rules). */
  describedBy?: readonly string[];
}

/**
 * The ARIA a control carries, from what the core decided: invalid only for errors (warnings
 * describe but never invalidate), described by its help, errors and warnings when they are drawn, and by the form's alert when it shows one.
 */
export function fieldAria({ id, registry, help, rawErrors, required, describedBy = [] }: FieldStateInput): FieldAria {
  const invalid = (rawErrors?.length ?? 0) > 0;
  const context = stepFormContext(registry);
  const warned = (context.warnings[id]?.length ?? 0) > 0;
  const ids = [
    help ? fieldIds.help(id) : '',
    invalid ? fieldIds.error(id) : '',
    warned ? fieldIds.warning(id) : '',
    ...describedBy,
    context.describedBy ?? '',
  ].filter(Boolean);
  return {
    ...(invalid ? { 'aria-invalid': 'true' as const } : {}),
    ...(required ? { 'aria-required': 'true' as const } : {}),
    ...(ids.length ? { 'aria-describedby': ids.join(' ') } : {}),
  };
}
