export type KeyAction = 'send' | 'newline' | 'none';

/** Enter sends, Shift+Enter inserts a newline; composing (IME) never sends. */
export function messageKeyAction(key: string, shiftKey: boolean, isComposing = false): KeyAction {
  if (key !== 'Enter' || isComposing) return 'none';
  return shiftKey ? 'newline' : 'send';
}

/** An empty message with no files is not sent; spaces alone count as empty. */
export function canSendMessage(text: string, fileCount: number): boolean {
  return text.trim().length > 0 || fileCount > 0;
}
