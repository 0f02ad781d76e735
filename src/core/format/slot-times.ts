import type { NotarySlotsResponse } from '@/generated/types/notary-slots-response';
/** Appointment times grouped by the borrower's calendar day (notary slots, ISO date-times). */
export type TimeSlot = NotarySlotsResponse['slots'][number];

export interface SlotDay<T extends TimeSlot> {
  /** YYYY-MM-DD in the time zone. */
  day: string;
  /** 'Monday, November 23'. */
  label: string;
  slots: (T & { label: string })[];
}

/** Days in order, slots in order within each, labelled in en-US for `timeZone` (the browser's by default). */
export function groupSlotsByDay<T extends TimeSlot>(slots: readonly T[], timeZone?: string): SlotDay<T>[] {
  const zone = timeZone ? { timeZone } : {};
  const dayKey = new Intl.DateTimeFormat('en-CA', { ...zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const dayLabel = new Intl.DateTimeFormat('en-US', { ...zone, weekday: 'long', month: 'long', day: 'numeric' });
  const time = new Intl.DateTimeFormat('en-US', { ...zone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  const days = new Map<string, SlotDay<T>>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const start = new Date(slot.start);
    const key = dayKey.format(start);
    let day = days.get(key);
    if (!day) days.set(key, (day = { day: key, label: dayLabel.format(start), slots: [] }));
    day.slots.push({ ...slot, label: time.formatRange(start, new Date(slot.end)) });
  }
  return [...days.values()];
}

/** 'Monday, November 23 at 3:00 PM EST': a reserved appointment's start, in `timeZone` (the browser's by default). */
export function formatSlotStart(iso: string, timeZone?: string): string {
  const zone = timeZone ? { timeZone } : {};
  const start = new Date(iso);
  const day = new Intl.DateTimeFormat('en-US', { ...zone, weekday: 'long', month: 'long', day: 'numeric' }).format(
    start,
  );
  const time = new Intl.DateTimeFormat('en-US', {
    ...zone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(start);
  return `${day} at ${time}`;
}
