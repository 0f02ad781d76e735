/**
 * A referred borrower's agent chat is offered to their loan officer first, then to the general
 * queue (issue 15, "the context a support agent needs"). The spec names no waiting time, so it is
 * data (flows/chat/queue-fallback.json, `officerWaitSeconds`).
 */
export interface QueuedChat {
  queue: string;
  status: string;
  /** ISO time the chat was started. */
  createdAt: string;
}

/**
 * True when a chat still waits in the loan officer's queue after the officer's time is up: no
 * one has answered it (it is still 'waiting') and `officerWaitSeconds` have passed since it began.
 */
export function fallsBackToGeneral(chat: QueuedChat, now: Date, officerWaitSeconds: number): boolean {
  if (chat.queue !== 'loan-officer' || chat.status !== 'waiting') return false;
  const started = Date.parse(chat.createdAt);
  if (Number.isNaN(started)) throw new Error(`Invalid chat start time '${chat.createdAt}'`);
  return now.getTime() - started >= officerWaitSeconds * 1000;
}
