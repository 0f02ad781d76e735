/**
 * A live region that exists before it fills, so screen readers announce the server's answer
 * (role=alert). Fields name it in aria-describedby while it holds a message.
 */
export function FormAlert({ id, message }: { id: string; message: string | null }) {
  return (
    <div role="alert" id={id}>
      {message && (
        <div className="field__messages field__messages--error">
          <p className="field__message">{message}</p>
        </div>
      )}
    </div>
  );
}

/** Ids for aria-describedby: the hint, the field's error and the form's alert, those that show. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
