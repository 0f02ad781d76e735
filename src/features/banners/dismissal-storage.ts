import { DISMISSED_BANNERS_KEY, parseDismissals, type Dismissals } from '@/core/banners/banners';

/** Where dismissals live: local storage's `dismissed-banners`, passed in so tests use their own. */
export interface DismissalStorage {
  read(): Dismissals;
  write(dismissals: Dismissals): void;
}

export function localDismissalStorage(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage,
): DismissalStorage {
  return {
    read: () => parseDismissals(storage.getItem(DISMISSED_BANNERS_KEY)),
    write: (dismissals) => storage.setItem(DISMISSED_BANNERS_KEY, JSON.stringify(dismissals)),
  };
}
