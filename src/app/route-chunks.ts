/**
 * Page chunks that the router loads lazily and that may be asked for before the router draws the
 * page: on the first page load the chunk of the page being opened downloads alongside the brand
 * and the app, instead of after them, and the page is drawn without suspending when it is in.
 */
export interface RouteChunk<M> {
  /** The chunk's import, started once (again after a failure). */
  load(): Promise<M>;
  /** The module once it has arrived, else undefined. */
  loaded(): M | undefined;
}

export function routeChunk<M>(importChunk: () => Promise<M>): RouteChunk<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load: () =>
      (pending ??= importChunk().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => module,
  };
}

export const registrationChunk = routeChunk(() => import('./routes/registration-route'));

/**
 * The registration pages are the first a borrower opens: the entry (main.tsx) starts their chunk
 * itself, beside the app's, before it knows the routes. Any other page's chunk is started by the
 * app as it starts (router.tsx, preloadPageChunk). A failure is the router's to report.
 */
export function preloadRegistrationChunk(pathname: string): void {
  if (pathname.startsWith('/account/heloc/register')) registrationChunk.load().catch(() => undefined);
}
