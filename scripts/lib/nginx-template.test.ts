import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEPLOY_TEMPLATE, DEPLOY_TEMPLATE_PATH, nginxSite } from './nginx-config';
import { TEMPLATE_VARIABLES, templateVariable, type TemplateVariable } from './nginx-template';

const root = join(import.meta.dirname, '..', '..');
const script = join(root, 'deploy', 'nginx', 'render-config.sh');
const template = nginxSite(DEPLOY_TEMPLATE);
const dir = mkdtempSync(join(tmpdir(), 'heloc-template-test-'));
writeFileSync(join(dir, 'heloc.conf.template'), template);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const VALUES: Record<TemplateVariable, string> = {
  HELOC_BACKEND: 'lender-api.internal:443',
  HELOC_BACKEND_TLS_NAME: 'lender-api.internal',
  HELOC_SERVER_NAMES: '.heloc.example.com',
};

/** render-config.sh with only these variables in its environment; no arguments checks the templates of `dir`. */
function render(
  values: Partial<Record<TemplateVariable, string>>,
  args = [join(dir, 'heloc.conf.template'), join(dir, 'out.conf')],
) {
  return spawnSync('sh', [script, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', NGINX_ENVSUBST_TEMPLATE_DIR: dir, ...values },
  });
}
const hasEnvsubst = spawnSync('sh', ['-c', 'command -v envsubst']).status === 0;

describe(DEPLOY_TEMPLATE_PATH, () => {
  it('uses each deployment variable, and lists each at its top', () => {
    const names = Object.keys(TEMPLATE_VARIABLES) as TemplateVariable[];
    expect(names.filter((name) => template.includes(templateVariable(name)))).toEqual(names);
    for (const [name, what] of Object.entries(TEMPLATE_VARIABLES)) expect(template).toContain(`#   ${name}: ${what}\n`);
  });
});

describe('deploy/nginx/render-config.sh', () => {
  it.each(Object.keys(VALUES) as TemplateVariable[])('refuses to render without %s, naming it', (name) => {
    const run = render({ ...VALUES, [name]: undefined });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${name} is not set`);
  });

  it('stops a container start (no arguments: the templates of NGINX_ENVSUBST_TEMPLATE_DIR) the same way', () => {
    const run = render({ HELOC_BACKEND: VALUES.HELOC_BACKEND }, []);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('HELOC_BACKEND_TLS_NAME is not set');
    expect(run.stderr).toContain('HELOC_SERVER_NAMES is not set');
    expect(render(VALUES, []).status).toBe(0);
  });

  it('refuses a value nginx would read as syntax', () => {
    const run = render({ ...VALUES, HELOC_SERVER_NAMES: 'a.example.com; return 200' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('HELOC_SERVER_NAMES holds a character nginx would read as syntax');
  });

  it.skipIf(!hasEnvsubst)("replaces the deployment's variables and leaves nginx's own", () => {
    const run = render(VALUES);
    expect(run.status, run.stderr).toBe(0);
    const text = readFileSync(join(dir, 'out.conf'), 'utf8');
    expect(text).toContain('server lender-api.internal:443;');
    expect(text).toContain('proxy_ssl_name lender-api.internal;');
    expect(text).toContain('server_name .heloc.example.com;');
    expect(text).not.toContain('${');
    expect(text).toContain('proxy_set_header X-Forwarded-Host $host;');
    const expected = Object.entries(VALUES).reduce((t, [name, value]) => t.replaceAll(`\${${name}}`, value), template);
    expect(text).toBe(expected);
  });
});
