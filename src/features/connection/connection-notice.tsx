import { useEffect, useReducer } from 'react';
import { initialConnectionNotice, nextConnectionNotice } from '@/core/platform/connection-notice';
import copy from '@flows/shell/connection.json';
import './connection-notice.css';

/**
 * Tells the borrower when the browser loses its connection and when it is back
 * (flows/shell/connection.json). The status region is always there, empty while all is well, so a
 * screen reader hears each change once; the line sits over the page's foot and moves nothing.
 */
export default function ConnectionNotice() {
  const [notice, dispatch] = useReducer(nextConnectionNotice, navigator.onLine, initialConnectionNotice);

  useEffect(() => {
    const offline = () => dispatch('offline');
    const online = () => dispatch('online');
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    // The connection may have dropped between first paint and this component's arrival.
    if (!navigator.onLine) offline();
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  useEffect(() => {
    if (notice !== 'back-online') return;
    const timer = window.setTimeout(() => dispatch('settled'), copy.backOnlineSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const text = notice === 'offline' ? copy.offline : notice === 'back-online' ? copy.backOnline : '';
  return (
    <div role="status" className={text ? 'connection-notice connection-notice--shown' : 'connection-notice'}>
      {text}
    </div>
  );
}
