import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveAnnouncement, useAnnouncer } from './live-announcement';

function Notices() {
  const { text, announce } = useAnnouncer();
  return (
    <>
      <button type="button" onClick={() => announce('Message sent')}>
        Send
      </button>
      <LiveAnnouncement text={text} className="hidden" />
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('announcements', () => {
  it('are cleared 300 ms after they are made, so the same notice is read again', () => {
    render(<Notices />);
    const region = screen.getByRole('status');
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(region.textContent).toBe('Message sent');
    act(() => vi.advanceTimersByTime(299));
    expect(region.textContent).toBe('Message sent');
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).toBe('');
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(region.textContent).toBe('Message sent');
  });

  it('keep the latest for a full 300 ms when another comes first', () => {
    render(<Notices />);
    const region = screen.getByRole('status');
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    act(() => vi.advanceTimersByTime(200));
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    act(() => vi.advanceTimersByTime(200));
    expect(region.textContent).toBe('Message sent');
    act(() => vi.advanceTimersByTime(100));
    expect(region.textContent).toBe('');
  });
});
