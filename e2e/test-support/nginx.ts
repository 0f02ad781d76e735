/**
 * Debian's nginx serving the production build with the generated configuration
 * (scripts/lib/nginx-config.ts: the template of deploy/nginx/templates/ with this run's port, root,
 * access log and a plain-http back end, rendered by deploy/nginx/render-config.sh as a deployment
 * renders it), as the current user: a temporary prefix for the pid, logs and temp files, a free
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
import { DEPLOY_TEMPLATE, nginxMainConfig, nginxSite } from '../../scripts/lib/nginx-config';
import type { TemplateVariable } from '../../scripts/lib/nginx-template';
import { runtimeConfigFile } from '../../scripts/lib/runtime-config-file';
import { ROOT } from './read-json';

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });

/**
 * NGINX_PATH, else Debian's /usr/sbin/nginx, else one on the PATH; null without one, or without
 * envsubst (Debian's gettext-base), which renders the template as a deployment does.
 */
export function findNginx(): string | null {
  if (onPath('envsubst').status !== 0) return null;
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const found = onPath('nginx');
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

export const NGINX_MISSING =
  "nginx or envsubst is not installed (`npm run test:e2e` installs Debian's nginx and gettext-base with apt-get when run as root; else: sudo apt-get install -y nginx gettext-base, or set NGINX_PATH)";

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
export const rawGet = (port: number, path: string, headers: Record<string, string> = {}) =>
  rawRequest(port, 'GET', path, headers);

/** A request with exactly these headers and body; the answer even when nginx stops reading the body early. */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface ServedByNginx {
  port: number;
  /** The access log as written so far: nginx writes a request's line after its answer, so poll for a line. */
  accessLog(): Promise<string>;
  stop(): Promise<void>;
}

export type TemplateValues = Partial<Record<TemplateVariable, string>>;

/** deploy/nginx/render-config.sh on a template: the rendered text, or its words and exit code. */
export async function renderTemplate(
  template: string,
  values: TemplateValues,
): Promise<{ ok: true; text: string } | { ok: false; status: number | null; stderr: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'heloc-render-'));
  try {
    await writeFile(join(dir, 'heloc.conf.template'), template);
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...values };
    const run = spawnSync(
      'sh',
      [join(ROOT, 'deploy', 'nginx', 'render-config.sh'), join(dir, 'heloc.conf.template'), join(dir, 'heloc.conf')],
      { encoding: 'utf8', env },
    );
    if (run.status !== 0) return { ok: false, status: run.status, stderr: run.stderr };
    return { ok: true, text: await readFile(join(dir, 'heloc.conf'), 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function rendered(template: string, values: TemplateValues): Promise<string> {
  const result = await renderTemplate(template, values);
  if (!result.ok) throw new Error(`render-config.sh refused (exit ${result.status}): ${result.stderr}`);
  return result.text;
}

/** `nginx -t` on a template rendered with these values: null when it parses, else nginx's words. */
export async function checkConfig(nginx: string, template: string, values: TemplateValues): Promise<string | null> {
  const prefix = await mkdtemp(join(tmpdir(), 'heloc-nginx-t-'));
  try {
    // `nginx -t` opens the access log, which an ordinary user cannot under /var/log/nginx.
    const site = (await rendered(template, values)).replace(DEPLOY_TEMPLATE.accessLog, join(prefix, 'access.log'));
    await writeFile(join(prefix, 'site.conf'), site);
    await writeFile(join(prefix, 'nginx.conf'), nginxMainConfig(prefix, join(prefix, 'site.conf')));
    const run = spawnSync(
      nginx,
      ['-t', '-q', '-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf')],
      { encoding: 'utf8' },
    );
    return run.status === 0 ? null : `${run.stdout}${run.stderr}`.trim();
  } finally {
    await rm(prefix, { recursive: true, force: true });
  }
}

export async function startNginx(nginx: string, backendPort: number): Promise<ServedByNginx> {
  const prefix = await mkdtemp(join(tmpdir(), 'heloc-nginx-'));
  const port = await freePort();
  const accessLog = join(prefix, 'access.log');
  const template = nginxSite({
    ...DEPLOY_TEMPLATE,
    listen: `127.0.0.1:${port}`,
    root: join(ROOT, 'dist'),
    backendScheme: 'http',
    accessLog,
    runtimeConfig: join(prefix, 'config.json'),
  });
  // As a deployment's step writes it (npm run deploy:runtime-config): a local environment, no reports.
  const runtime = runtimeConfigFile(ROOT, { environment: 'local' });
  if (!('config' in runtime)) throw new Error(runtime.problems.join('; '));
  await writeFile(join(prefix, 'config.json'), JSON.stringify(runtime.config));
  const site = await rendered(template, { HELOC_BACKEND: `127.0.0.1:${backendPort}`, HELOC_SERVER_NAMES: '_' });
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
    accessLog: () => readFile(accessLog, 'utf8').catch(() => ''),
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
