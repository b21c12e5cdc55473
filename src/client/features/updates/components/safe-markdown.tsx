import { lazy, Suspense } from 'react';
import './safe-markdown.css';

export { safeUrl } from './safe-url';

/** react-markdown and its parsers are loaded when the first update is shown, not with the dashboard. */
const MarkdownDocument = lazy(() => import('./markdown-document'));

/**
 * Markdown as the owner wrote it, safely: raw HTML is never rendered (it is
 * dropped, not passed through), unsafe URLs are blanked, and links that leave
 * the site open in a new tab without handing it our window. While the renderer
 * loads, the text shows as written.
 */
export function SafeMarkdown({ children }: { children: string }) {
  return (
    <div className="safe-markdown">
      <Suspense fallback={<p className="safe-markdown__loading">{children}</p>}>
        <MarkdownDocument>{children}</MarkdownDocument>
      </Suspense>
    </div>
  );
}
