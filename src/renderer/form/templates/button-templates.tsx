import type { SubmitButtonProps } from '@rjsf/utils';
import { stepFormContext } from '../form-context';

/**
 * The step's submit button: the step's submitLabel, or labels.submitting with aria-busy while a
 * submit is in flight. It stays focusable (aria-disabled, not disabled) so focus is not lost;
 * StepForm ignores a second submit meanwhile.
 */
export function SubmitButton({ registry }: SubmitButtonProps) {
  const { submitLabel, submitting, labels } = stepFormContext(registry);
  return (
    <div className="form-actions">
      <button
        type="submit"
        className="button form-submit"
        aria-busy={submitting || undefined}
        aria-disabled={submitting || undefined}
      >
        {submitting ? labels.submitting : submitLabel}
      </button>
    </div>
  );
}
