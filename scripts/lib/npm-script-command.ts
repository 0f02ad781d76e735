import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The command `npm run <name>` runs in a project folder, as an executable and its arguments,
 * for timing it without npm's own start-up: `node` is this node, other commands come from the
 * folder's node_modules/.bin. Only plain `command arg arg` scripts are supported.
 */
export function npmScriptCommand(dir: string, name: string): [string, string[]] {
  const scripts =
    (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> })
      .scripts ?? {};
  const line = scripts[name];
  if (!line) throw new Error(`${dir}/package.json has no script "${name}"`);
  if (/[&|;<>$`"']/.test(line)) throw new Error(`npm script "${name}" is not a plain command: ${line}`);
  const [command, ...args] = line.trim().split(/\s+/);
  return [command === 'node' ? process.execPath : path.join(dir, 'node_modules', '.bin', command!), args];
}
