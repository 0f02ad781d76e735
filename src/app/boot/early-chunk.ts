/**
 * The registration chunk, started by the entry itself beside the brand and the app on a
 * registration address: the page most borrowers open first, and the biggest. Every other page's
 * chunk starts once the app module has run (route-chunks.ts), so that the bundler can leave out
 * of the route chunks what the app module holds.
 */
export function startRegistrationChunk(pathname: string): void {
  if (pathname.startsWith('/account/heloc/register')) import('../routes/registration-route').catch(() => undefined);
}
