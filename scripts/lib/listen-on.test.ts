import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { listenOn } from './listen-on';

/** GET / over `agent`; says whether the call went over a socket an earlier call had opened. */
function get(port: number, agent: Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('listenOn', () => {
  it('keeps an idle connection open past Node’s 5-second default, so a reused socket is not reset', async () => {
    const server = await listenOn(0, () => new Response('ok'));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(port, agent)).toEqual({ status: 200, reused: false });
      await sleep(7_000);
      expect(await get(port, agent)).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 20_000);
});
