import { useEffect, useRef } from 'react';
import { applicationCopy } from '@/core/application/screens';

/**
 * A task's failure shown where the borrower acted: role=alert announces it, and it takes focus
 * so keyboard users land on it.
 */
export function TaskAlert({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="notice">
      <h2>{applicationCopy.errors.title}</h2>
      <p>{message}</p>
    </div>
  );
}
