import type { Diagnostic } from '../diagnostic';
import { brandLabel, reporter, stringField, type ProjectCheck } from './check';

/** orgCode equals the folder name, and no two brands share one, ignoring case (hosts and ?org= are case-insensitive). */
export const orgCodesCheck: ProjectCheck = {
  run({ brands }) {
    const diagnostics: Diagnostic[] = [];
    const firstByCode = new Map<string, (typeof brands)[number]>();
    for (const brand of brands) {
      const report = reporter(brand.doc, diagnostics);
      const orgCode = stringField(brand.manifest, 'orgCode');
      if (orgCode === undefined) continue;
      if (orgCode !== brand.folder)
        report('/orgCode', `must equal the folder name "${brand.folder}", but is "${orgCode}"`);
      const key = orgCode.toUpperCase();
      const first = firstByCode.get(key);
      if (first)
        report(
          '/orgCode',
          `org code "${orgCode}" is already used by ${brandLabel(first)}; org codes must be unique, ignoring case`,
        );
      else firstByCode.set(key, brand);
    }
    return diagnostics;
  },
};
