/** One problem found in the inputs, pointing at the exact place a person has to edit. */
export interface Diagnostic {
  /** Repo-relative path with forward slashes. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** JSON pointer of the offending value ('' is the whole document). */
  pointer: string;
  /** Plain words for onboarding staff, not validator jargon. */
  message: string;
}

/** A problem with a whole file (or folder), placed at its start. */
export function fileDiagnostic(file: string, message: string): Diagnostic {
  return { file, line: 1, column: 1, pointer: '', message };
}

export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      compareText(a.file, b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      compareText(a.pointer, b.pointer) ||
      compareText(a.message, b.message),
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `file:line:column  pointer  message`: editors and terminals turn the first part into a link. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column}  ${d.pointer === '' ? '(root)' : d.pointer}  ${d.message}`;
}

export function formatFailureSummary(diagnostics: readonly Diagnostic[]): string {
  const files = new Set(diagnostics.map((d) => d.file)).size;
  return `✖ ${plural(diagnostics.length, 'problem')} in ${plural(files, 'file')}`;
}

export function formatSuccessSummary(brands: number, flowFiles: number): string {
  return `✓ ${plural(brands, 'brand')}, ${plural(flowFiles, 'flow file')} valid`;
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Drops exact repeats, which happen when two rules reach the same conclusion. */
export function dedupeDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.file}\0${d.pointer}\0${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
