import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_PATH_PREFIXES } from '../../src/sandbox/paths';
import { backendPrefixes, DEPLOY_CONFIG_PATH, DEPLOY_DEFAULTS, nginxSite } from './nginx-config';
import { CACHE_CONTROL, CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-headers';

const root = join(import.meta.dirname, '..', '..');
const site = nginxSite(DEPLOY_DEFAULTS);

/** The location blocks of a site, by their heading line ("location ^~ /assets/"). */
function locations(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of text.matchAll(/^ {4}(location [^{]+)\{\n([\s\S]*?)^ {4}\}/gm))
    out.set(match[1]!.trim(), match[2]!);
  return out;
}

describe('deploy/nginx/heloc.conf', () => {
  it('is what `npm run deploy:config` writes from the one source of headers (not stale)', () => {
    expect(readFileSync(join(root, DEPLOY_CONFIG_PATH), 'utf8'), 'stale: run npm run deploy:config').toBe(site);
  });

  it('sends every security header of the Node server, word for word, from every location', () => {
    const blocks = locations(site);
    expect([...blocks.keys()]).toHaveLength(5);
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
    expect(backendPrefixes()).toEqual(SANDBOX_PATH_PREFIXES.filter((p) => p !== '/__sandbox/'));
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

  it('answers any host, and names the back end as a placeholder to set', () => {
    expect(site).toMatch(/listen 8080 default_server;\n\s+server_name _;/);
    expect(site).toContain("# The lender's back end: PLACEHOLDER address");
    expect(site).toContain(`server ${DEPLOY_DEFAULTS.backend};`);
  });

  it('passes the borrower host to a back end on plain http, and the back end’s own name over https', () => {
    const local = nginxSite({ ...DEPLOY_DEFAULTS, backend: '127.0.0.1:4173', backendScheme: 'http' });
    expect(local).toContain('proxy_pass http://heloc_lender_backend;');
    expect(local).toContain('proxy_set_header Host $host;');
    expect(local).not.toContain('proxy_ssl');
    expect(site).toContain('proxy_set_header Host lender-api.internal;');
    expect(site).toContain('proxy_ssl_name lender-api.internal;');
  });
});
