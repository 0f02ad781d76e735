import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SLIM_FIELDS = fileURLToPath(new URL('../../src/renderer/form/rjsf-fields.ts', import.meta.url));

/**
 * Gives @rjsf/core's default registry the step forms' fields (src/renderer/form/rjsf-fields.ts)
 * instead of every field RJSF has: only getDefaultRegistry's import is redirected, so the
 * individual fields still come from @rjsf/core itself.
 */
export function slimRjsfFieldsPlugin(): Plugin {
  return {
    name: 'heloc-slim-rjsf-fields',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './components/fields/index.js' && importer && /[\\/]@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/.test(importer)) return SLIM_FIELDS;
      return null;
    },
  };
}
