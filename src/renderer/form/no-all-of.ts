/**
 * Stands in for @rjsf/utils' allOf merger (@x0k/json-schema-merge) in step forms
 * (scripts/lib/vite-plugin-slim-rjsf.ts): RJSF calls it only for a schema with `allOf`, which
 * step schemas do not use (rjsf-fields.test.tsx checks). About 6 KB gzip of the first load.
 */
export default function shallowAllOfMerge(): never {
  throw new Error('allOf is not drawn by step forms: keep step schemas to objects of strings, numbers and booleans (src/renderer/form/README.md).');
}
