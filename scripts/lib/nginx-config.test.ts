import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_ONLY_PATH_PREFIXES, SANDBOX_PATH_PREFIXES } from '../../src/sandbox/paths';
import { backendPrefixes, DEPLOY_TEMPLATE, DEPLOY_TEMPLATE_PATH, nginxSite } from './nginx-config';
import { CACHE_CONTROL, CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-headers';

const root = join(import.meta.dirname, '..', '..');
const site = nginxSite(DEPLOY_TEMPLATE);

/** The location blocks of a site, by their heading line ("location ^~ /assets/"). */
function locations(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of text.matchAll(/^ {4}(location [^{]+)\{\n([\s\S]*?)^ {4}\}/gm))
    out.set(match[1]!.trim(), match[2]!);
  return out;
}

describe('deploy/nginx/templates/heloc.conf.template', () => {
  it('is what `npm run deploy:config` writes from the one source of headers (not stale)', () => {
    expect(readFileSync(join(root, DEPLOY_TEMPLATE_PATH), 'utf8'), 'stale: run npm run deploy:config').toBe(site);
  });

  it('sends every security header of the Node server, word for word, from every location', () => {
    const blocks = locations(site);
    expect([...blocks.keys()]).toHaveLength(8);
    for (const [location, body] of blocks) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        const line = body.split('\n').find((l) => l.trim().toLowerCase().startsWith(`add_header ${name} `));
        expect(line, `${location}: ${name}`).toBe(
          `        add_header ${line!.trim().split(' ')[1]} "${value}" always;`,
        );
      }
    }
    expect(site).toContain(CONTENT_SECURITY_POLICY);
  });

  it('caches hashed assets for a year and has the browser re-check everything else', () => {
    const blocks = locations(site);
    expect(blocks.get('location ^~ /assets/')).toContain(`add_header Cache-Control "${CACHE_CONTROL.hashedAssets}";`);
    expect(blocks.get('location /')).toContain(`add_header Cache-Control "${CACHE_CONTROL.other}" always;`);
    expect(blocks.get('location ~ \\.[A-Za-z0-9]+$')).toContain(
      `add_header Cache-Control "${CACHE_CONTROL.other}" always;`,
    );
  });

  it("passes every back-end path to the lender's back end, and never the sandbox's control API", () => {
    expect(backendPrefixes()).toEqual(SANDBOX_PATH_PREFIXES.filter((p) => !SANDBOX_ONLY_PATH_PREFIXES.includes(p)));
    const api = [...locations(site).keys()].find((l) => l.startsWith('location ~ ^/('))!;
    const pattern = new RegExp(api.replace(/^location ~ /, ''));
    for (const prefix of backendPrefixes()) {
      expect(pattern.test(`${prefix}x`), prefix).toBe(true);
      expect(pattern.test(prefix.slice(0, -1)), prefix).toBe(true);
    }
    for (const path of ['/__sandbox/reset', '/assets/app.js', '/account/heloc/register-v2', '/ftx', '/identityx/a'])
      expect(pattern.test(path), path).toBe(false);
    expect(locations(site).get('location ^~ /__sandbox/')).toContain('return 404;');
  });

  it("serves the deployment's runtime configuration from outside the build, re-checked each time", () => {
    const block = locations(site).get('location = /config.json')!;
    expect(block).toContain('alias /etc/heloc/config.json;');
    expect(block).toContain(`add_header Cache-Control "${CACHE_CONTROL.other}" always;`);
    expect(block).toContain('default_type application/json;');
  });

  it('leaves the back end, its TLS name and the host names to the deployment', () => {
    expect(site).toMatch(/listen 8080 default_server;\n\s+server_name \$\{HELOC_SERVER_NAMES\};/);
    expect(site).toContain('server ${HELOC_BACKEND};');
  });

  it('passes the borrower host to a back end on plain http, and the back end’s own name over https', () => {
    const local = nginxSite({ ...DEPLOY_TEMPLATE, backend: '127.0.0.1:4173', backendScheme: 'http' });
    expect(local).toContain('proxy_pass http://heloc_lender_backend;');
    expect(local).toContain('proxy_set_header Host $host;');
    expect(local).not.toContain('proxy_ssl');
    expect(site).toContain('proxy_set_header Host ${HELOC_BACKEND_TLS_NAME};');
    expect(site).toContain('proxy_ssl_name ${HELOC_BACKEND_TLS_NAME};');
  });

  it('logs the path without its query string, and no Authorization, Cookie or Referer', () => {
    const format = /^log_format heloc_access ([\s\S]*?);$/m.exec(site)![1]!;
    expect(format).toContain('$heloc_request_path');
    for (const variable of [
      '$request ',
      '$request"',
      '$request_uri',
      '$args',
      '$query_string',
      '$arg_',
      '$http_authorization',
      '$http_cookie',
      '$cookie_',
      '$http_referer',
    ])
      expect(format, variable).not.toContain(variable);
    expect(site).toContain(
      'map $request_uri $heloc_request_path {\n    default $request_uri;\n    "~^(?<heloc_path>[^?]*)\\?" $heloc_path;\n}',
    );
    expect(site).toContain(`    access_log ${DEPLOY_TEMPLATE.accessLog} heloc_access;\n`);
  });

  it('answers /healthz itself with 200, unlogged', () => {
    const health = locations(site).get('location = /healthz')!;
    expect(health).toContain('        access_log off;\n');
    expect(health).toContain('        return 200 "ok\\n";\n');
    expect(health).not.toContain('proxy_pass');
  });
});
