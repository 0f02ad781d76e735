import type { ScreenTarget } from '@/core/application/screens';
import type { HelocApplication } from '@/generated/types/heloc-application';
export interface ScreenWidgetProps {
  /** Application uuid from the URL. */
  uuid: string;
  /** The screen path as in flows, e.g. 'income/link/:type'. */
  screenPath: string;
  /** Route params of the screen, e.g. { type: 'PLAID_TRANSACTIONS' }. */
  params: Readonly<Record<string, string | undefined>>;
  /** The application as GET /service-application/api/v1/application/heloc/{uuid} answers. */
  application: HelocApplication;
  copy: Readonly<Record<string, string>>;
  options: Readonly<Record<string, unknown>>;
  /** POST BASE/tasks/{task}; on success routes by the returned status (the screen changes);
   *  rejects with the app's HttpError so the widget can show the server message in place. */
  submitTask: (task: string, body: unknown) => Promise<void>;
  /** Go to another screen of this application, e.g. 'bank/confirm' or 'income/link/TRUV_PAYROLL'. */
  goTo: (screenPath: ScreenTarget, state?: Readonly<Record<string, string>>) => void;
  /** Read the status again and go where it says (a widget that confirms in place offers it as
   *  "continue"). Optional so widgets written against the first contract still compile. */
  recheck?: () => Promise<void>;
}
export type ScreenWidget = (props: ScreenWidgetProps) => React.ReactNode;
