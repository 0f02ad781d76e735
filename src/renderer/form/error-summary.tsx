import { useId, type RefObject } from 'react';
import { ErrorIcon } from './error-icon';
import { fieldIdForPointer, fieldIds, ID_PREFIX, pointerSegments, type StepFormError } from './field-errors';
import { focusField } from './focus-field';

export interface ErrorSummaryProps {
  /** Errors of severity 'error', in page order. */
  errors: readonly StepFormError[];
  title: string;
  /** The line under the title: how many problems there are. */
  description: string;
  /** The form the links lead into. */
  scope: RefObject<HTMLElement | null>;
  /** StepForm focuses the summary once it shows, so a screen reader reads its name and description. */
  ref?: RefObject<HTMLElement | null>;
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
export function ErrorSummary({ errors, title, description, scope, ref }: ErrorSummaryProps) {
  const titleId = useId();
  const descriptionId = useId();
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
        {title}
      </h2>
      <p id={descriptionId} className="error-summary__description">
        {description}
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
