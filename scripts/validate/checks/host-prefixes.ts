import { childPointer } from '../../../src/core/json-pointer';
import { diagnosticAt } from '../locate';
import type { Diagnostic } from '../diagnostic';
import type { LoadedBrand } from '../load-project';
import { brandLabel, reporter, stringItems, type ProjectCheck } from './check';

/**
 * Labels the platform itself answers on, so no lender may take them.
 *
 * Matching rule: a prefix matches the left-most DNS label of the request's host name exactly
 * (acme matches acme.example.com and acme.localhost, never acme-ny.example.com or
 * x.acme.example.com). Each host therefore has exactly one candidate label, and prefixes that are
 * unique across brands are enough for every host to resolve to at most one brand.
 */
export const RESERVED_HOST_PREFIXES: readonly string[] = ['www', 'localhost', 'api', 'app', 'static', 'brand-data'];

export const hostPrefixesCheck: ProjectCheck = {
  run({ brands }) {
    const diagnostics: Diagnostic[] = [];
    const claims = new Map<string, { brand: LoadedBrand; pointer: string }[]>();
    for (const brand of brands) {
      const report = reporter(brand.doc, diagnostics);
      for (const [index, prefix] of stringItems(brand.manifest, 'hostPrefixes')) {
        const pointer = childPointer('/hostPrefixes', index);
        if (RESERVED_HOST_PREFIXES.includes(prefix.toLowerCase()))
          report(pointer, `host prefix "${prefix}" is reserved for the platform and cannot select a lender`);
        const key = prefix.toLowerCase();
        claims.set(key, [...(claims.get(key) ?? []), { brand, pointer }]);
      }
    }
    for (const [prefix, claimants] of claims) {
      const owners = new Set(claimants.map((c) => c.brand));
      if (owners.size < 2) continue;
      for (const claim of claimants) {
        const others = [...owners].filter((b) => b !== claim.brand).map(brandLabel);
        const message = `host prefix "${prefix}" is also claimed by ${others.join(', ')}; each prefix must select one brand`;
        diagnostics.push(diagnosticAt(claim.brand.doc, claim.pointer, message));
      }
    }
    return diagnostics;
  },
};
