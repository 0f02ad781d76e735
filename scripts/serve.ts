/**
 * `npm start`: serves the production build (dist/) with the strict CSP and the sandbox back end
 * on the same origin. Any <prefix>.localhost host reaches it, so every lender can be viewed.
 *
 *   tsx scripts/serve.ts [--port 4173] [--dist dist] [--data-file path | --fresh]
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createSandbox } from '../src/sandbox/create-sandbox';
import { listenOn } from './lib/listen-on';
import { createProductionApp } from './lib/production-server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    dist: { type: 'string', default: 'dist' },
    'data-file': { type: 'string' },
    fresh: { type: 'boolean', default: false },
  },
});

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, values.dist);
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${values.dist}/ has no build: run \`npm run build\` first (npm start does both).`);
  process.exit(1);
}

const sandbox = await createSandbox({ rootDir: root, dataFile: values.fresh ? null : values['data-file'] });
const app = await createProductionApp({ dist, sandbox });
const port = Number(values.port);
const server = await listenOn(port, app.fetch);
console.warn(`Serving the production build with the sandbox back end.
  Default brand's registration page: http://localhost:${port}/account/heloc/register-v2
  Any lender: add ?org=<ORG_CODE>, or open http://<host-prefix>.localhost:${port}/account/heloc/register-v2
  Sandbox control API: http://localhost:${port}/__sandbox/ (see src/sandbox/README.md)`);

// The chat's WebSocket shares the origin: upgrades on its path go to the sandbox.
server.on('upgrade', (req, socket, head) => {
  if (!sandbox.handleUpgrade(req, socket, head)) socket.destroy();
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void sandbox.close().then(() => process.exit(0));
  });
}
