/** Set by the build (vite.config.ts `define`): the git commit the bundle was built from. */
declare const __APP_RELEASE__: string | undefined;

/**
 * This build's release: the git commit it was built from, stamped at build time. Error reports
 * and telemetry sessions carry it, and the build's source maps (dist-sourcemaps/) are named by
 * it. Outside a build (unit tests) it is 'development'.
 */
export const RELEASE: string = typeof __APP_RELEASE__ === 'string' ? __APP_RELEASE__ : 'development';
