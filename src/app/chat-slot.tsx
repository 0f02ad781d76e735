import { lazy, Suspense, useEffect, useState } from 'react';
import { useFlag } from '@/features/flags/api/get-features';
import { afterFirstPaint } from './boot/after-first-paint';

const ChatLauncher = lazy(() => import('@/features/chat/chat-launcher'));

/**
 * The chat launcher, offered only when `fe-webchat` is on, and never part of the first load:
 * its code is asked for once the page has painted.
 */
export function ChatSlot() {
  const enabled = useFlag('fe-webchat');
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  if (!enabled || !painted) return null;
  return (
    <Suspense fallback={null}>
      <ChatLauncher />
    </Suspense>
  );
}
