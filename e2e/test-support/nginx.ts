/**
 * Debian's nginx serving the production build with the generated configuration
 * (scripts/lib/nginx-config.ts, the text of deploy/nginx/heloc.conf with this run's port, root and
 * back end), as the current user: a temporary prefix for the pid, logs and temp files, a free
 * port, one process in the foreground. The API paths go to the browser tests' own server (the
 * sandbox on PORT), as they would go to the lender's back end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEPLOY_DEFAULTS, nginxMainConfig, nginxSite, type NginxSiteOptions } from '../../scripts/lib/nginx-config';
import { ROOT } from './read-json';

/** NGINX_PATH, else Debian's /usr/sbin/nginx, else one on the PATH. */
export function findNginx(): string | null {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

export const NGINX_MISSING =
  "nginx is not installed (`npm run test:e2e` installs Debian's nginx with apt-get when run as root; else: sudo apt-get install -y nginx, or set NGINX_PATH)";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** What Node's own response gives, with the body collected as sent. */
export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with exactly these headers (Host included), the body as sent (not decompressed). */
export function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface ServedByNginx {
  port: number;
  stop(): Promise<void>;
}

/** `nginx -t` on a configuration: null when it parses, else nginx's words. */
export async function checkConfig(nginx: string, site: NginxSiteOptions): Promise<string | null> {
  const prefix = await mkdtemp(join(tmpdir(), 'heloc-nginx-t-'));
  try {
    await writeFile(join(prefix, 'site.conf'), nginxSite(site));
    await writeFile(join(prefix, 'nginx.conf'), nginxMainConfig(prefix, join(prefix, 'site.conf')));
    const run = spawnSync(
      nginx,
      ['-t', '-q', '-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf')],
      {
        encoding: 'utf8',
      },
    );
    return run.status === 0 ? null : `${run.stdout}${run.stderr}`.trim();
  } finally {
    await rm(prefix, { recursive: true, force: true });
  }
}

export async function startNginx(nginx: string, backendPort: number): Promise<ServedByNginx> {
  const prefix = await mkdtemp(join(tmpdir(), 'heloc-nginx-'));
  const port = await freePort();
  const site = nginxSite({
    ...DEPLOY_DEFAULTS,
    listen: `127.0.0.1:${port}`,
    root: join(ROOT, 'dist'),
    backend: `127.0.0.1:${backendPort}`,
    backendScheme: 'http',
  });
  await writeFile(join(prefix, 'site.conf'), site);
  await writeFile(join(prefix, 'nginx.conf'), nginxMainConfig(prefix, join(prefix, 'site.conf')));
  const child: ChildProcess = spawn(
    nginx,
    ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const log = async () => `${stderr}${await readFile(join(prefix, 'error.log'), 'utf8').catch(() => '')}`.trim();
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped (exit ${child.exitCode}): ${await log()}`);
    try {
      await rawGet(port, '/index.html');
      break;
    } catch {
      if (Date.now() - started > 15_000) throw new Error(`nginx did not answer on port ${port}: ${await log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
