import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAsideSlot, InPageAside, PageAsideSlot } from './page-aside';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A window as wide as `width`, whose 1024 px query tells its listeners when it is resized. */
function stubWidth(width: number) {
  const listeners = new Set<() => void>();
  const state = { width };
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        get matches() {
          return query === '(min-width: 1024px)' && state.width >= 1024;
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (next: number) => {
    state.width = next;
    for (const listener of listeners) listener();
  };
}

/** The shell's slot, with `element` attached as its first commit attaches the aside's div. */
function slotWith(element: HTMLElement | null) {
  const slot = createAsideSlot();
  slot.attach(element);
  return slot;
}

function Page({ slot }: { slot: HTMLElement | null }) {
  return (
    <PageAsideSlot value={slotWith(slot)}>
      <main>
        <InPageAside labelledBy="summary-heading">
          <section aria-labelledby="summary-heading">
            <h2 id="summary-heading">Your estimated terms</h2>
          </section>
        </InPageAside>
      </main>
    </PageAsideSlot>
  );
}

describe('InPageAside (a page puts one part into the page frame aside)', () => {
  it('is drawn once, in the aside as a landmark named by its heading, from 1024 px; in the page below', () => {
    const resize = stubWidth(1280);
    const slot = document.body.appendChild(document.createElement('div'));
    render(<Page slot={slot} />);
    const aside = screen.getByRole('complementary', { name: 'Your estimated terms' });
    expect(slot.contains(aside)).toBe(true);
    expect(within(aside).getByRole('region', { name: 'Your estimated terms' })).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('region')).toBeNull();

    act(() => resize(390));
    expect(within(screen.getByRole('main')).getByRole('region', { name: 'Your estimated terms' })).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    slot.remove();
  });

  it('stays in the page where the shell has no aside, or the browser cannot say its width', () => {
    stubWidth(1280);
    render(<Page slot={null} />);
    expect(within(screen.getByRole('main')).getByRole('region', { name: 'Your estimated terms' })).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    vi.stubGlobal('matchMedia', undefined);
    const slot = document.body.appendChild(document.createElement('div'));
    render(<Page slot={slot} />);
    expect(within(screen.getByRole('main')).getByRole('region', { name: 'Your estimated terms' })).toBeTruthy();
    slot.remove();
  });

  it('moves the part into an element attached after the page drew, without drawing the page again', () => {
    stubWidth(1280);
    const slot = createAsideSlot();
    let pageRenders = 0;
    function Counted() {
      pageRenders++;
      return (
        <main>
          <InPageAside labelledBy="summary-heading">
            <h2 id="summary-heading">Your estimated terms</h2>
          </InPageAside>
        </main>
      );
    }
    render(
      <PageAsideSlot value={slot}>
        <Counted />
      </PageAsideSlot>,
    );
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Your estimated terms' })).toBeTruthy();
    const element = document.body.appendChild(document.createElement('div'));
    act(() => slot.attach(element));
    expect(within(element).getByRole('complementary', { name: 'Your estimated terms' })).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('heading')).toBeNull();
    expect(pageRenders).toBe(1);
    element.remove();
  });
});
