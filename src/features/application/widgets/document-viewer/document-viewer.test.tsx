import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import documentFlow from '@flows/application/screens/document.json';
import signingFlow from '@flows/application/screens/signing.json';
import { BASE, badRequest, descriptionOf, renderWidget, type FakeRoutes } from '../../test-support/widget-test-kit';
import DocumentViewer from './document-viewer';
import type { PdfHandle } from './load-pdf';

// pdf.js needs a real canvas; the widget's own logic is what is under test here.
const rendered: { width: number; pageNumber: number }[] = [];
vi.mock('./load-pdf', () => ({
  loadPdf: vi.fn(async (bytes: ArrayBuffer): Promise<PdfHandle> => {
    const pages = new Uint8Array(bytes)[0]!;
    return {
      numPages: pages,
      page: async (pageNumber) => ({
        aspect: 0.77,
        render: async (_canvas, width) => void rendered.push({ width, pageNumber }),
        text: async () => `Text of page ${pageNumber}`,
      }),
      destroy: () => {},
    };
  }),
}));

/** A controllable IntersectionObserver: tests say how much of an element is visible. */
const observed = new Map<Element, IntersectionObserverCallback>();
class FakeObserver {
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    expect(options.threshold).toBe(0.25);
  }
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  disconnect() {}
}
function show(element: Element, ratio: number) {
  act(() =>
    observed.get(element)?.(
      [{ target: element, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );
}

beforeEach(() => {
  rendered.length = 0;
  observed.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  URL.createObjectURL = vi.fn(() => 'blob:doc');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pdf = (pages: number) => new Uint8Array([pages]).buffer;
function routes(set: string): FakeRoutes {
  return {
    [`GET ${BASE}/documents`]: (_init, url) => {
      expect(url.searchParams.get('set')).toBe(set);
      return [
        200,
        {
          documents: [
            { key: 'heloc-agreement', title: 'HELOC agreement', pages: 2 },
            { key: 'tila', title: 'Truth in Lending disclosure', pages: 3 },
          ],
        },
      ];
    },
    [`GET ${BASE}/documents/heloc-agreement.pdf`]: [200, pdf(2)],
    [`GET ${BASE}/documents/tila.pdf`]: [200, pdf(3)],
  };
}

describe('document-viewer', () => {
  it('draws every page at most 700 px wide, labelled with its text, and signs once the last page is a quarter visible', async () => {
    const { submitTask } = renderWidget(DocumentViewer, {
      screen: signingFlow.screens['signing/sign'],
      screenPath: 'signing/sign',
      routes: routes('signing'),
    });
    const last = await screen.findByRole('figure', { name: 'Page 3 of 3' });
    expect(screen.getAllByRole('figure').map((f) => f.getAttribute('aria-label'))).toEqual([
      'Page 1 of 2',
      'Page 2 of 2',
      'Page 1 of 3',
      'Page 2 of 3',
      'Page 3 of 3',
    ]);
    await waitFor(() => expect(rendered).toHaveLength(5));
    expect(Math.max(...rendered.map((r) => r.width))).toBeLessThanOrEqual(700);
    await waitFor(() => expect(last.textContent).toBe('Text of page 3'));
    expect(screen.getByRole('heading', { level: 2, name: 'Truth in Lending disclosure' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download HELOC agreement (PDF)' }).getAttribute('download')).toBe(
      'heloc-agreement.pdf',
    );

    const sign = screen.getByRole('button', { name: 'Sign documents' }) as HTMLButtonElement;
    expect(sign.disabled).toBe(true);
    expect(descriptionOf(sign)).toBe('Scroll to the end of the last document to sign.');
    show(screen.getByRole('figure', { name: 'Page 2 of 2' }), 1);
    show(last, 0.2);
    expect(sign.disabled).toBe(true);
    show(last, 0.25);
    expect(sign.disabled).toBe(false);
    expect(descriptionOf(sign)).toBe('By selecting Sign documents, you agree to sign these documents electronically.');
    fireEvent.click(sign);
    await waitFor(() =>
      expect(submitTask).toHaveBeenCalledWith('sign-documents', { documentKeys: ['heloc-agreement', 'tila'] }),
    );
  });

  it('accepts the disclosures with every key', async () => {
    const { submitTask } = renderWidget(DocumentViewer, {
      screen: documentFlow.screens['document/disclosures'],
      screenPath: 'document/disclosures',
      routes: routes('disclosures'),
    });
    show(await screen.findByRole('figure', { name: 'Page 3 of 3' }), 0.5);
    fireEvent.click(screen.getByRole('button', { name: 'I have read and accept the disclosures' }));
    await waitFor(() =>
      expect(submitTask).toHaveBeenCalledWith('accept-disclosures', { documentKeys: ['heloc-agreement', 'tila'] }),
    );
  });

  it("announces the server's message tied to the button", async () => {
    renderWidget(DocumentViewer, {
      screen: signingFlow.screens['signing/sign'],
      screenPath: 'signing/sign',
      routes: routes('signing'),
      taskResult: badRequest('documentKeys must list every document of the set'),
    });
    show(await screen.findByRole('figure', { name: 'Page 3 of 3' }), 1);
    const sign = screen.getByRole('button', { name: 'Sign documents' });
    fireEvent.click(sign);
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'documentKeys must list every document of the set',
      ),
    );
    expect(descriptionOf(sign)).toContain('documentKeys must list every document of the set');
  });

  it('says when the list or a document cannot be loaded, and keeps signing off', async () => {
    renderWidget(DocumentViewer, {
      screen: signingFlow.screens['signing/sign'],
      screenPath: 'signing/sign',
      routes: { ...routes('signing'), [`GET ${BASE}/documents/tila.pdf`]: [500, { message: 'boom' }] },
    });
    expect(await screen.findByText("We couldn't load this document. Please try again.")).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign documents' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderWidget(DocumentViewer, {
      screen: signingFlow.screens['signing/sign'],
      screenPath: 'signing/sign',
      routes: { [`GET ${BASE}/documents`]: [500, { message: 'boom' }] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      "We couldn't load your documents. Please try again.",
    );
  });
});
