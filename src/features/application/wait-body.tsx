import { useEffect } from 'react';
import { applicationCopy } from '@/core/application/screens';
import { Loader } from './routing-view';
import type { ScreenPageProps } from './screen-props';

const DEFAULT_POLL_SECONDS = 30;

/**
 * A kind "wait" screen (holds, flood certificate): the server moves on in hours or days, so the
 * status is read again every options.pollSeconds and routing goes wherever it now says (it stays
 * while the status still shows this screen).
 */
export function WaitBody({ found, recheck }: ScreenPageProps) {
  const { screen } = found;
  const poll = (screen.options as Record<string, unknown> | undefined)?.pollSeconds;
  const seconds = typeof poll === 'number' && poll > 0 ? poll : DEFAULT_POLL_SECONDS;
  useEffect(() => {
    const timer = window.setInterval(() => void recheck().catch(() => undefined), seconds * 1000);
    return () => window.clearInterval(timer);
  }, [recheck, seconds]);
  return <Loader label={screen.copy?.loader ?? applicationCopy.routing.stillWorking} />;
}
