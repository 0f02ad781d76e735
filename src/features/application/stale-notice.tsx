import faultJson from '@flows/faults/copy.json';
import type { FaultCopy } from '@/generated/types/fault-copy';

/** flows/faults/copy.json; npm run generate checked it against its schema. */
export const faultCopy = faultJson as unknown as FaultCopy;

/**
 * Above the screen the application is at now, after a task sent from a screen it had left was
 * refused: role=alert announces it as it appears. Focus goes where it goes on any step change, to
 * the new screen's heading (two elements taking focus at once would leave it to chance).
 */
export function StaleNotice() {
  return (
    <div role="alert" className="notice">
      <p>
        <strong>{faultCopy.staleTask.title}</strong>
      </p>
      <p>{faultCopy.staleTask.body}</p>
    </div>
  );
}
