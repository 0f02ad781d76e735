import copy from '@flows/shell/copy.json';

/** Shown when no brand could be loaded: nothing else can render without one. */
export function FatalPage({ error }: { error: unknown }) {
  const stored = error instanceof Error ? error.message : String(error);
  return (
    <main className="fatal" id="main">
      <h1>{copy.fatal.title}</h1>
      <p role="alert">
        {copy.fatal.message}: {stored}
      </p>
    </main>
  );
}
