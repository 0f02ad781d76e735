import { useEffect, useId, useMemo, useRef, type RefObject } from 'react';
import { fillTemplate } from '@/core/text/template';
import { ErrorIcon } from './error-icon';
import { fieldIdForPointer, fieldIds, ID_PREFIX, pointerSegments, type StepFormError } from './field-errors';
import { errorsInPageOrder, fieldOrder } from './field-order';
import type { FormLabels } from './form-context';
import { focusField } from './focus-field';

export interface ErrorSummaryProps {
  /** What the core found (warnings are left out: they block nothing). */
  errors: readonly StepFormError[];
  /** The form as drawn: its fields' order is the links' order. */
  schema: object;
  uiSchema: object | undefined;
  labels: FormLabels;
  /** The form the links lead into. */
  scope: RefObject<HTMLElement | null>;
  /**
   * The failed submit the summary answers: each one moves focus to the summary again, so a screen
   * reader reads its name and description (GOV.UK's summary does the same on every failed submit).
   */
  submission: number;
}

function countWords(labels: FormLabels, count: number): string {
  const template = count === 1 && labels.errorSummaryOne ? labels.errorSummaryOne : labels.errorSummary;
  return fillTemplate(template, { count });
}

/** Where a link leads: the field's control or group, or the form's own message when it has no field. */
function targetId(pointer: string): string {
  return pointerSegments(pointer).length === 0 ? fieldIds.error(ID_PREFIX) : fieldIdForPointer(pointer);
}

/**
 * GOV.UK's error summary: after a failed submit, a titled box above the fields with one link per
 * error, whose words are the field's own message. A link moves to its field (label in view, focus
 * on the control) with a click handler, as govuk-frontend's script does.
 */
export function ErrorSummary({ errors: found, schema, uiSchema, labels, scope, submission }: ErrorSummaryProps) {
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLElement>(null);
  const errors = useMemo(() => errorsInPageOrder(found, fieldOrder(schema, uiSchema)), [found, schema, uiSchema]);
  useEffect(() => {
    ref.current?.focus();
  }, [submission]);
  if (errors.length === 0) return null;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="error-summary"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <h2 id={titleId} className="error-summary__title">
        <ErrorIcon />
        {labels.errorSummaryTitle}
      </h2>
      <p id={descriptionId} className="error-summary__description">
        {countWords(labels, errors.length)}
      </p>
      <ul className="error-summary__list">
        {errors.map((error, index) => {
          const id = targetId(error.pointer);
          const onField = pointerSegments(error.pointer).length > 0;
          return (
            <li key={index}>
              <a
                className="error-summary__link"
                href={`#${id}`}
                // The spec's words stay as they are ("Required" for two fields of one step); the
                // field's label describes the link, so a screen reader tells the two apart.
                aria-describedby={onField ? fieldIds.label(id) : undefined}
                onClick={(event) => {
                  if (focusField(scope.current, id)) event.preventDefault();
                }}
              >
                {error.message}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
