import pagesJson from '@flows/pages/public-pages.json';
import type { ContentPages } from '@/generated/types/content-pages';
import { ContentPage, type ContentWidgets } from '@/renderer/content/content-page';
import { NotFoundPage } from '../shell/not-found-page';
import { StatesServed, SupportContact } from './content-widgets';
import { OperatingHours } from '@/features/operating-hours/operating-hours';

// npm run validate checked the file against the schema this type is generated from.
const pages = pagesJson as unknown as ContentPages;

const widgets: ContentWidgets = {
  'states-served': StatesServed,
  'support-contact': SupportContact,
  'operating-hours': () => <OperatingHours />,
};

/** A page of flows/pages/public-pages.json, by key. */
export function ContentRoute({ pageKey }: { pageKey: string }) {
  const page = Object.hasOwn(pages.pages, pageKey) ? pages.pages[pageKey] : undefined;
  if (!page) return <NotFoundPage />;
  return <ContentPage page={page} widgets={widgets} />;
}
