import { useCallback, useEffect, useMemo, useState } from 'react';
import { createAnnouncer } from '@/core/platform/announcer';
import { browserTimers } from '@/renderer/platform/use-clock-timers';

/**
 * What a screen reader is told, cleared 300 ms later (platform-services.md section 9): the same
 * notice made twice is read twice, and nothing stale is read when the region is next visited.
 * Render the text with `<LiveAnnouncement>`.
 */
export function useAnnouncer(): { text: string; announce: (text: string) => void } {
  const [text, setText] = useState('');
  const announcer = useMemo(() => createAnnouncer(browserTimers.scheduler, setText), []);
  useEffect(() => () => announcer.dispose(), [announcer]);
  const announce = useCallback((next: string) => announcer.announce(next), [announcer]);
  return { text, announce };
}

/** The one polite live region for announcements: present (empty) before anything is said. */
export function LiveAnnouncement({ text, className }: { text: string; className: string }) {
  return (
    <div className={className} role="status" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}
