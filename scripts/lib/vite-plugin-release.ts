import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The build's release: RELEASE from the environment when the deploy pipeline names one, else the
 * git commit the tree was checked out at. A tree outside git with no RELEASE fails the build:
 * reports that name no release cannot be matched to their source maps.
 */
export function buildRelease(root: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.RELEASE) return env.RELEASE;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    throw new Error('No release for the build: set RELEASE (a commit or version) or build from a git checkout');
  }
}

/**
 * Stamps the release into the bundle (__APP_RELEASE__, read by src/core/env/environment.ts) and
 * takes the build's source maps out of dist/: they are written to dist-sourcemaps/<release>/,
 * an artifact of its own for the error-report service, and never served. The build makes them
 * `hidden` (no sourceMappingURL comment in the shipped files).
 */
export function releasePlugin(root: string, release: string): Plugin {
  const outDir = join(root, 'dist-sourcemaps');
  let shipped = false;
  return {
    name: 'heloc-release',
    config(config, { command }) {
      // The browser build only: the prerender's server build (scripts/prerender.ts) is never shipped.
      shipped = command === 'build' && !config.build?.ssr;
      if (shipped) rmSync(outDir, { recursive: true, force: true });
      return { define: { __APP_RELEASE__: JSON.stringify(release) } };
    },
    generateBundle(_options, bundle) {
      if (!shipped) return;
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!fileName.endsWith('.map') || output.type !== 'asset') continue;
        const file = join(outDir, release, fileName);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, output.source);
        delete bundle[fileName];
      }
    },
  };
}
