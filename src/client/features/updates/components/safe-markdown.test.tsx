import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown, safeUrl } from './safe-markdown';

const HOSTILE = [
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'img\'">',
  '<a href="javascript:window.__pwned=1">raw html link</a>',
  '[js link](javascript:window.__pwned=1)',
  '[JS upper](JAVASCRIPT:window.__pwned=1)',
  '[spaced js]( javascript:window.__pwned=1 )',
  '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[vb link](vbscript:msgbox)',
  '![js image](javascript:window.__pwned=1)',
  '<iframe src="https://evil.example"></iframe>',
  '[outside](https://example.com/page)',
  '[inside](/auth-home)',
  '<https://autolink.example.com>',
].join('\n\n');

/** Renders, then waits for the markdown renderer, which loads on first use. */
async function renderMarkdown(text: string) {
  const view = render(<SafeMarkdown>{text}</SafeMarkdown>);
  await waitFor(() => expect(view.container.querySelector('.safe-markdown__loading')).toBeNull(), { timeout: 5000 });
  return view;
}

describe('SafeMarkdown', () => {
  it('renders markdown formatting', async () => {
    const { container } = await renderMarkdown('**bold** and *italic*\n\n- one\n- two');
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('em')).toHaveTextContent('italic');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('runs no script, renders no raw HTML, and keeps no javascript: or data: link', async () => {
    const { container } = await renderMarkdown(HOSTILE);
    expect((window as unknown as { __pwned?: unknown }).__pwned).toBeUndefined();
    expect(container.querySelector('script, iframe, [onerror]')).toBeNull();
    const linked = [...container.querySelectorAll('[href], [src]')];
    // The hostile text holds safe links too: an empty list would prove nothing.
    expect(linked.length).toBeGreaterThan(0);
    for (const element of linked) {
      const url = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      expect(url, element.outerHTML).toMatch(/^(https?:\/\/|\/)/);
    }
    // The disarmed links keep their text but lose their target.
    expect(container).toHaveTextContent('js link');
    expect(container.querySelectorAll('a')).toHaveLength(3);
  });

  it('opens external links in a new tab with rel="noopener noreferrer", internal ones in place', async () => {
    const { getByRole } = await renderMarkdown('[outside](https://example.com/page) and [inside](/auth-home)');
    const outside = getByRole('link', { name: 'outside' });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    const inside = getByRole('link', { name: 'inside' });
    expect(inside).not.toHaveAttribute('target');
    expect(inside).toHaveAttribute('href', '/auth-home');
  });

  it.each([
    ['javascript:alert(1)', ''],
    ['data:text/html,x', ''],
    ['//evil.example/x', ''],
    ['mailto:hi@example.com', 'mailto:hi@example.com'],
    ['https://example.com', 'https://example.com'],
    ['#top', '#top'],
  ])('safeUrl(%s) is %j', (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
  });
});
