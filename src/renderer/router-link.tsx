import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalLink, isSafeBrandLink } from '@/core/navigation/safe-links';

/**
 * A link that routes inside the app for site paths and opens a new tab for external ones.
 * Links from brand data that fail the safe-protocol check render as plain text, never as href.
 */
export function RouterLink({
  to,
  state,
  className,
  children,
}: {
  to: string;
  state?: unknown;
  className?: string;
  children: ReactNode;
}) {
  if (!isSafeBrandLink(to)) return <span className={className}>{children}</span>;
  if (isExternalLink(to)) {
    const newTab = to.startsWith('https:');
    return (
      <a href={to} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} state={state} className={className}>
      {children}
    </Link>
  );
}
