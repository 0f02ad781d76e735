import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { checkDist } from './check-dist';

let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function fakeDist(files: Record<string, string>): string {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'brand-data', 'orgs'), { recursive: true });
  writeFileSync(join(dist, 'brand-data', 'orgs', 'ACME.json'), '{}');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dist, name, '..'), { recursive: true });
    writeFileSync(join(dist, name), text);
  }
  return dist;
}

it.each([
  ['const p="/service-omni-proxy/secure/api/v1/stream/admin/agent/onboarding/all"'],
  ['{title:"Chat developer tools"}'],
  ['"Alt+Shift+X toggles this panel."'],
])('refuses the chat developer tools in a production bundle: %s', async (code) => {
  const problems = await checkDist(fakeDist({ 'assets/chat-panel.js': code }));
  expect(problems).toEqual([
    { file: 'assets/chat-panel.js', problem: "contains the chat's non-production developer tools" },
  ]);
});

it('accepts the chat panel without them', async () => {
  expect(await checkDist(fakeDist({ 'assets/chat-panel.js': 'const t="Thanks for chatting with us!"' }))).toEqual([]);
});

it('refuses a source map, or a file pointing at one, in dist/', async () => {
  const problems = await checkDist(
    fakeDist({ 'assets/entry-1.js': 'x()\n//# sourceMappingURL=entry-1.js.map', 'assets/entry-1.js.map': '{}' }),
  );
  expect(problems.map((p) => p.file).sort()).toEqual(['assets/entry-1.js', 'assets/entry-1.js.map']);
});
