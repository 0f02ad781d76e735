import { describe, expect, it } from 'vitest';
import { initialConnectionNotice, nextConnectionNotice, type ConnectionEvent } from './connection-notice';

const run = (online: boolean, events: ConnectionEvent[]) =>
  events.reduce(nextConnectionNotice, initialConnectionNotice(online));

describe('connection notice', () => {
  it('says nothing while the browser stays online', () => {
    expect(run(true, [])).toBe('none');
    expect(run(true, ['online', 'settled'])).toBe('none');
  });

  it('shows the offline line from the start when the page opens offline', () => {
    expect(run(false, [])).toBe('offline');
  });

  it('stays offline until the connection returns, however long', () => {
    expect(run(true, ['offline'])).toBe('offline');
    expect(run(true, ['offline', 'settled', 'offline'])).toBe('offline');
  });

  it('says back online once the connection returns, then clears when settled', () => {
    expect(run(true, ['offline', 'online'])).toBe('back-online');
    expect(run(true, ['offline', 'online', 'settled'])).toBe('none');
  });

  it('a new drop while the back-online line shows goes straight back to offline', () => {
    expect(run(true, ['offline', 'online', 'offline'])).toBe('offline');
    expect(run(true, ['offline', 'online', 'offline', 'settled'])).toBe('offline');
  });
});
