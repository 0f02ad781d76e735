import type { ReactNode } from 'react';

/** The form's one submit button: busy while the call runs, never disabled (so it keeps focus). */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
}: {
  pending: boolean;
  children: ReactNode;
  pendingLabel: string;
}) {
  return (
    <div className="form-actions">
      <button
        type="submit"
        className="button form-submit"
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
      >
        {pending ? pendingLabel : children}
      </button>
    </div>
  );
}
