import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx in the browser build (vite.config.ts aliases it here). @rjsf/core
 * imports it for `ui:enableMarkdownInDescription` / `ui:enableMarkdownInHelp`, which our flows
 * never set (plain-markdown.test.ts checks), and for its own developer messages, which are
 * shown as plain text. Saves about 25 KB gzip of every form page's first load.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export default Markdown;
