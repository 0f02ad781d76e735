import type { ScreenTarget } from '@/core/application/screens';
import type { HelocApplication } from '@/generated/types/heloc-application';
import type { ScreenOptions } from '@/generated/types/screen-options';

/** A widget's key: a folder of widgets/ and an entry of schemas/flows/screen-options.schema.json. */
export type WidgetKey = Exclude<keyof ScreenOptions, 'wait'>;

/** The props of widget K; a widget that reads no options leaves K out. */
export interface ScreenWidgetProps<K extends WidgetKey | undefined = undefined> {
  /** Application uuid from the URL. */
  uuid: string;
  /** The screen path as in flows, e.g. 'income/link/:type'. */
  screenPath: string;
  /** Route params of the screen, e.g. { type: 'PLAID_TRANSACTIONS' }. */
  params: Readonly<Record<string, string | undefined>>;
  /** The application as GET /service-application/api/v1/application/heloc/{uuid} answers. */
  application: HelocApplication;
  copy: Readonly<Record<string, string>>;
  /** The screen's options as screen-options.schema.json types them for widget K (npm run validate
   *  refuses any other), or unknown to a widget that reads none. */
  options: K extends WidgetKey ? Readonly<NonNullable<ScreenOptions[K]>> : unknown;
  /** POST BASE/tasks/{task}; on success routes by the returned status (the screen changes);
   *  rejects with the app's HttpError so the widget can show the server message in place. */
  submitTask: (task: string, body: unknown) => Promise<void>;
  /** Go to another screen of this application, e.g. 'bank/confirm' or 'income/link/TRUV_PAYROLL'. */
  goTo: (screenPath: ScreenTarget, state?: Readonly<Record<string, string>>) => void;
  /** Read the status again and go where it says (a widget that confirms in place offers it as
   *  "continue"). Optional so widgets written against the first contract still compile. */
  recheck?: () => Promise<void>;
}
export type ScreenWidget<K extends WidgetKey = WidgetKey> = (props: ScreenWidgetProps<K>) => React.ReactNode;
