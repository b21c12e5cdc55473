import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { safeUrl } from './safe-url';

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

/** The markdown renderer itself, loaded with the first update shown (safe-markdown.tsx). */
export default function MarkdownDocument({ children }: { children: string }) {
  return (
    <Markdown skipHtml urlTransform={safeUrl} components={components}>
      {children}
    </Markdown>
  );
}
