import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

function renderComposer() {
  const onSend = vi.fn(async () => true);
  const onRefused = vi.fn();
  render(<Composer onSend={onSend} onRefused={onRefused} messageBox={createRef<HTMLTextAreaElement>()} />);
  const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  return { onSend, onRefused, box };
}

describe('the chat message box', () => {
  afterEach(cleanup);

  it('sends on Enter, not on Shift+Enter, and never an empty message without files', async () => {
    const { onSend, box } = renderComposer();
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Hello', []));
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('takes several allowed files, shows their sizes in units of 1000, and says why one is refused', async () => {
    const { onSend, onRefused, box } = renderComposer();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const pdf = new File([new Uint8Array(1500)], 'statement.pdf', { type: 'application/pdf' });
    const txt = new File(['hi'], 'notes.txt', { type: 'text/plain' });
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    fireEvent.change(input, { target: { files: [pdf, txt, exe] } });
    expect(screen.getByText('statement.pdf, 1.5 KB')).toBeTruthy();
    expect(screen.getByText('notes.txt, 2 bytes')).toBeTruthy();
    expect(onRefused).toHaveBeenCalledWith(
      expect.any(Error),
      "setup.exe can't be attached: only jpg, png, amr, mp3, mp4, pdf and txt files are allowed.",
    );
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('', [pdf, txt]));
  });
});
