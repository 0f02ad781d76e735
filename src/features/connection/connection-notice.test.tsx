import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import copy from '@flows/shell/connection.json';
import ConnectionNotice from './connection-notice';

let online = true;
const setOnline = (value: boolean) => {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
};

describe('the connection notice', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is an empty status region while the browser is online', () => {
    render(<ConnectionNotice />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the borrower is offline for as long as it lasts, then that they are back, then clears', () => {
    render(<ConnectionNotice />);
    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe(copy.offline);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('status').textContent).toBe(copy.offline);
    setOnline(true);
    expect(screen.getByRole('status').textContent).toBe(copy.backOnline);
    act(() => {
      vi.advanceTimersByTime(copy.backOnlineSeconds * 1000 - 1);
    });
    expect(screen.getByRole('status').textContent).toBe(copy.backOnline);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the offline line at once when the connection dropped before it arrived', () => {
    online = false;
    render(<ConnectionNotice />);
    expect(screen.getByRole('status').textContent).toBe(copy.offline);
  });

  it('a drop while the back-online line shows is offline again, and the old timer does not clear it', () => {
    render(<ConnectionNotice />);
    setOnline(false);
    setOnline(true);
    setOnline(false);
    act(() => {
      vi.advanceTimersByTime(copy.backOnlineSeconds * 1000);
    });
    expect(screen.getByRole('status').textContent).toBe(copy.offline);
  });
});
