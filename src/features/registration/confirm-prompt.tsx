import { registrationCopy } from '@/core/registration';

interface ConfirmPromptProps {
  /** The rule's question (the income rule's: is this amount right?). */
  message: string;
  onConfirm: () => void;
  onEdit: () => void;
}

/** A rule's question at a confirmation field: answered with a yes (and Continue) or by editing. */
export function ConfirmPrompt({ message, onConfirm, onEdit }: ConfirmPromptProps) {
  return (
    <div role="alert" className="notice">
      <h2>{registrationCopy.incomeConfirm.title}</h2>
      <p>{message}</p>
      <p className="actions">
        <button type="button" className="button" onClick={onConfirm}>
          {registrationCopy.incomeConfirm.confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onEdit}>
          {registrationCopy.incomeConfirm.edit}
        </button>
      </p>
    </div>
  );
}
