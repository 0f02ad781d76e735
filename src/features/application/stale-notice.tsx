import faultJson from '@flows/faults/copy.json';
import { useEffect, useRef } from 'react';
import type { FaultCopy } from '@/generated/types/fault-copy';

/** flows/faults/copy.json; npm run generate checked it against its schema. */
export const faultCopy = faultJson as unknown as FaultCopy;

/**
 * Above the screen the application is at now, after a task sent from a screen it had left was
 * refused: role=alert announces it and it takes focus, like a task's own failure.
 */
export function StaleNotice() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="notice">
      <p>
        <strong>{faultCopy.staleTask.title}</strong>
      </p>
      <p>{faultCopy.staleTask.body}</p>
    </div>
  );
}
