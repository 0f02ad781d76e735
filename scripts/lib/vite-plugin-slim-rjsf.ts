import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SLIM_FIELDS = fileURLToPath(new URL('../../src/renderer/form/rjsf-fields.ts', import.meta.url));
const NO_ALL_OF = fileURLToPath(new URL('../../src/renderer/form/no-all-of.ts', import.meta.url));

/**
 * Gives @rjsf/core's default registry the step forms' fields (src/renderer/form/rjsf-fields.ts)
 * instead of every field RJSF has, and @rjsf/utils an allOf merger that names allOf as
 * unsupported (src/renderer/form/no-all-of.ts). Only those two imports inside RJSF are
 * redirected; everything else, the individual fields included, still comes from RJSF itself.
 */
export function slimRjsfFieldsPlugin(): Plugin {
  return {
    name: 'heloc-slim-rjsf',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (source === './components/fields/index.js' && /[\\/]@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/.test(importer)) return SLIM_FIELDS;
      if (source === './shallowAllOfMerge.js' && /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/](retrieveSchema|omitExtraData)\.js$/.test(importer)) return NO_ALL_OF;
      return null;
    },
  };
}
