import { lazy, type LazyExoticComponent } from 'react';
import type { ScreenWidget } from '../screen-widget';

/** Widget key (a screen's "widget" in flows/application/screens) to its lazily loaded module. */
export const screenWidgets: Record<string, LazyExoticComponent<ScreenWidget>> = {
  liens: lazy(() => import('./liens/liens')),
  'product-select': lazy(() => import('./product-select/product-select')),
};
