import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import './safe-markdown.css';

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * Keeps only links we are happy to follow: http, https, mailto, and links
 * within the site. javascript:, data:, vbscript: and anything else become ''.
 */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed.startsWith('#') || (trimmed.startsWith('/') && !trimmed.startsWith('//'))) return trimmed;
  try {
    return SAFE_PROTOCOLS.has(new URL(trimmed).protocol) ? trimmed : '';
  } catch {
    return '';
  }
}

function isExternal(href: string | undefined): boolean {
  if (!href) return false;
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

const components: Components = {
  a: ({ node: _node, href, children, ...rest }: ComponentProps<'a'> & { node?: unknown }) =>
    href ? (
      <a {...rest} href={href} {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ node: _node, src, alt }: ComponentProps<'img'> & { node?: unknown }) =>
    typeof src === 'string' && src ? <img src={src} alt={alt ?? ''} loading="lazy" referrerPolicy="no-referrer" /> : null,
};

/**
 * Markdown as the owner wrote it, safely: raw HTML is never rendered (it is
 * dropped, not passed through), unsafe URLs are blanked, and links that leave
 * the site open in a new tab without handing it our window.
 */
export function SafeMarkdown({ children }: { children: string }) {
  return (
    <div className="safe-markdown">
      <Markdown skipHtml urlTransform={safeUrl} components={components}>
        {children}
      </Markdown>
    </div>
  );
}
