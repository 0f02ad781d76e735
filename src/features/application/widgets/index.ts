import { lazy, type LazyExoticComponent } from 'react';
import type { ScreenWidget, WidgetKey } from '../screen-widget';

/**
 * Widget key (a screen's "widget" in flows/application/screens) to its lazily loaded module, each
 * typed with the options its schema gives (a key without one does not compile).
 */
export const screenWidgets: { [K in WidgetKey]: LazyExoticComponent<ScreenWidget<K>> } = {
  'additional-signers': lazy(() => import('./additional-signers/additional-signers')),
  'bank-account': lazy(() => import('./bank-account/bank-account')),
  'bank-confirm': lazy(() => import('./bank-confirm/bank-confirm')),
  'condition-identity': lazy(() => import('./condition-identity/condition-identity')),
  'condition-phone': lazy(() => import('./condition-phone/condition-phone')),
  'condition-upload': lazy(() => import('./condition-upload/condition-upload')),
  'conditions-list': lazy(() => import('./conditions-list/conditions-list')),
  'document-viewer': lazy(() => import('./document-viewer/document-viewer')),
  'enotary-intro': lazy(() => import('./enotary-intro/enotary-intro')),
  'identity-upload': lazy(() => import('./identity-upload/identity-upload')),
  'income-link': lazy(() => import('./income-link/income-link')),
  'income-review': lazy(() => import('./income-review/income-review')),
  'income-upload': lazy(() => import('./income-upload/income-upload')),
  'insurance-upload': lazy(() => import('./insurance-upload/insurance-upload')),
  'notary-schedule': lazy(() => import('./notary-schedule/notary-schedule')),
  'product-select': lazy(() => import('./product-select/product-select')),
  liens: lazy(() => import('./liens/liens')),
};
