/** A message as the transcript keeps it: `seq` rises by one per conversation. */
export interface Sequenced {
  seq: number;
}

/** The sequence number to ask for messages after: the last one seen, or 0. */
export function lastSeenSeq(messages: readonly Sequenced[]): number {
  return messages.reduce((max, m) => Math.max(max, m.seq), 0);
}

/**
 * Messages merged after a reconnect catch-up (or a live one that raced it): each once, in
 * sequence order, a later copy of the same seq replacing the earlier.
 */
export function mergeMessages<T extends Sequenced>(known: readonly T[], incoming: readonly T[]): T[] {
  const bySeq = new Map<number, T>();
  for (const m of known) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The newest `count` messages, and whether older ones exist. */
export function latestPage<T extends Sequenced>(messages: readonly T[], count: number): { items: T[]; older: boolean } {
  const sorted = [...messages].sort((a, b) => a.seq - b.seq);
  return { items: sorted.slice(Math.max(0, sorted.length - count)), older: sorted.length > count };
}
