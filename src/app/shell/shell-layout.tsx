import { Outlet, ScrollRestoration } from 'react-router';
import copy from '@flows/shell/copy.json';
import { usePageViews } from '@/features/telemetry/use-page-views';
import { ChatSlot } from '../chat-slot';
import { Footer } from './footer';
import { TopNav } from './top-nav';

export function ShellLayout() {
  usePageViews();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {copy.skipLink}
      </a>
      <TopNav />
      <main id="main" className="main">
        <Outlet />
      </main>
      <Footer />
      <ChatSlot />
      <ScrollRestoration />
    </div>
  );
}
