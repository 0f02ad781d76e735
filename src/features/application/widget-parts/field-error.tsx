/** The error under a field; its id is what the field's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={id} className="field__messages field__messages--error">
      <p className="field__message">{message}</p>
    </div>
  );
}
