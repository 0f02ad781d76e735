import type { FoundScreen, ScreenTarget } from '@/core/application/screens';
import type { HelocApplication } from '@/generated/types/heloc-application';
import type { StepBarEntry } from '@/renderer/step-bar';

/** What a screen page and each of its bodies (form, widget, wait, actions) are given. */
export interface ScreenPageProps {
  uuid: string;
  found: FoundScreen;
  application: HelocApplication;
  submitTask: (task: string, body: unknown) => Promise<void>;
  goTo: (screenPath: ScreenTarget, state?: Readonly<Record<string, string>>) => void;
  /** Read the status again and go where it says. */
  recheck: () => Promise<void>;
  /** Another progress bar than the borrower's step bar (the additional signer's co-borrower bar). */
  bar?: { label: string; completed: string; stage: string; items: readonly StepBarEntry[] };
  /** Show the notifications panel (outstanding conditions) on screens whose data allows it; the signer's screens only with the flag. */
  notifications?: boolean;
}
