import type { ReactNode } from 'react';
import type { AlertKind } from '@/core/platform/toast-queue';
import { platformCopy } from '@/core/platform/platform-copy';
import './platform.css';

/**
 * An alert box of one of the four kinds, named for assistive technology 'Error alert', 'Warning
 * alert', 'Success alert' or 'Info alert' (platform-services section 8). Errors and warnings
 * interrupt (role alert); success and info are polite (role status).
 */
export function Alert({ kind, children, id }: { kind: AlertKind; children: ReactNode; id?: string }) {
  const urgent = kind === 'error' || kind === 'warning';
  return (
    <div
      id={id}
      role={urgent ? 'alert' : 'status'}
      aria-label={platformCopy.alerts[kind]}
      className={`alert alert--${kind}`}
    >
      {children}
    </div>
  );
}

/**
 * The inline error box: the given message, else 'Something went wrong. Please try again.' `id`
 * names the message itself, so fields it describes read the message, not the box's label.
 */
export function InlineError({ message, id }: { message?: string | null; id?: string }) {
  return (
    <Alert kind="error">
      <span id={id}>{message || platformCopy.inlineError}</span>
    </Alert>
  );
}
