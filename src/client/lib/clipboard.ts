import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a copy button shows its confirmation (SPEC §9: copy confirmation 2 seconds). */
export const COPIED_FEEDBACK_MS = 2000;

/**
 * Copies text to the clipboard. In-app browsers and plain-http origins often lack
 * the async Clipboard API, so a hidden textarea with execCommand is the fallback.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unsupported: try the fallback below.
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  const previousFocus = document.activeElement;
  textarea.select();
  let copied: boolean;
  try {
    // Deprecated but still the only synchronous route in older in-app browsers.
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  textarea.remove();
  if (previousFocus instanceof HTMLElement) previousFocus.focus();
  return copied;
}

/** State for a copy button: `copied` is true for COPIED_FEEDBACK_MS after a successful copy. */
export function useCopyFeedback(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    const ok = await copyText(text);
    if (ok) {
      clearTimeout(timer.current);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    }
    return ok;
  }, []);

  return { copied, copy };
}
