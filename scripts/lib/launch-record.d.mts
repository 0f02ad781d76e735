/** The launch record's file for a script, by its path relative to the repository. */
export function launchRecordFile(cacheDir: string, relativeScript: string): string;
