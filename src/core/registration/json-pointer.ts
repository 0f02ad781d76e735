/** RFC 6901 pointers into the registration data: how flows name fields and errors name places. */

export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function childPointer(pointer: string, segment: string): string {
  return `${pointer}/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** The value at `pointer`, or undefined when any step of the way is missing. */
export function valueAt(root: unknown, pointer: string): unknown {
  let current = root;
  for (const segment of pointerSegments(pointer)) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** True when `pointer` is `ancestor` or lies below it. */
export function isWithin(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}
