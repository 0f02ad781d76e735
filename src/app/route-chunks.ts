/**
 * Page chunks that the router loads lazily and that main.tsx may start fetching early: on the
 * first page load the chunk of the page being opened downloads alongside the brand and the app,
 * instead of after them.
 */
type RegistrationRoute = typeof import('./routes/registration-route');
let registrationRoute: RegistrationRoute | undefined;
export const loadRegistrationRoute = () =>
  import('./routes/registration-route').then((module) => (registrationRoute = module));
/** The registration chunk once it has arrived (started early on a registration page), else undefined. */
export const loadedRegistrationRoute = (): RegistrationRoute | undefined => registrationRoute;

const EARLY: readonly { prefix: string; load: () => Promise<unknown> }[] = [
  { prefix: '/account/heloc/register', load: loadRegistrationRoute },
];

/** Starts the chunk of the page at `pathname`, if it has one; a failure is the router's to report. */
export function preloadRouteChunk(pathname: string): void {
  EARLY.find((entry) => pathname.startsWith(entry.prefix))
    ?.load()
    .catch(() => undefined);
}
