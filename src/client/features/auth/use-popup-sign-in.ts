import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTH_CHANNEL, AUTH_PATHS, AuthMessageSchema, type AuthMessage, type SignInMode } from '../../../shared/features/auth.schema.js';

/**
 * The popup sign-in of SPEC §2. The popup runs the whole OpenID flow on the
 * server and ends on a page that reports {type:'signed-in'} or
 * {type:'sign-in-failed'} on a BroadcastChannel and to window.opener. A blocked
 * popup falls back to a full-page redirect; a popup closed without an answer is
 * a failure the user can retry.
 */

export const POPUP_CLOSED_MESSAGE = 'The sign-in window was closed before signing in finished. Please try again.';
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 650;
const CLOSED_POLL_MS = 500;
/** The popup reports before it closes; give a late message a moment before calling it a failure. */
const CLOSED_GRACE_MS = 600;

export function loginUrl(mode: SignInMode, returnTo: string): string {
  return `${AUTH_PATHS.login}?${new URLSearchParams({ mode, returnTo }).toString()}`;
}

function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

/** The browser calls this flow makes; an object so tests can replace them. */
export const signInWindow = {
  open: (url: string): Window | null => window.open(url, 'google-sign-in', popupFeatures()),
  redirect: (url: string): void => window.location.assign(url),
  /** Signed in: on to the page asked for, loaded afresh so it reads the new session (no Back to this page). */
  leave: (path: string): void => window.location.replace(path),
};

export type SignInPhase = { kind: 'idle' } | { kind: 'signing-in' } | { kind: 'signed-in' } | { kind: 'failed'; message: string };

export interface PopupSignInOptions {
  returnTo: string;
  /** Called once the popup says it worked, and to ask whether a closed popup had signed in after all. */
  confirmSignedIn: () => Promise<boolean>;
  initialError?: string;
}

export function usePopupSignIn({ returnTo, confirmSignedIn, initialError }: PopupSignInOptions) {
  const [ownPhase, setPhaseState] = useState<SignInPhase>({ kind: 'idle' });
  // Until the first attempt, the error a redirect sign-in came back with (known only after hydration on a page rendered at build time).
  const phase: SignInPhase = ownPhase.kind === 'idle' && initialError ? { kind: 'failed', message: initialError } : ownPhase;
  // Callbacks that outlive a render (timers, channel messages) read the phase from here.
  const phaseRef = useRef(ownPhase);
  const setPhase = useCallback((next: SignInPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);
  const attempt = useRef<{ popup: Window; poll?: ReturnType<typeof setInterval>; settled: boolean } | null>(null);
  const confirmRef = useRef(confirmSignedIn);
  useEffect(() => {
    confirmRef.current = confirmSignedIn;
  });

  const stopWatching = useCallback(() => {
    const current = attempt.current;
    if (current?.poll) clearInterval(current.poll);
    if (current) current.settled = true;
  }, []);

  const handleMessage = useCallback(
    (message: AuthMessage) => {
      if (message.type === 'signed-in') {
        // Both routes deliver the same message; the first one decides.
        if (phaseRef.current.kind === 'signed-in') return;
        // Accepted even after a "closed" failure: a popup cut off from us by the provider's pages still signs in.
        stopWatching();
        setPhase({ kind: 'signed-in' });
        void confirmRef.current();
        return;
      }
      if (!attempt.current || attempt.current.settled) return;
      stopWatching();
      setPhase({ kind: 'failed', message: message.message });
    },
    [setPhase, stopWatching],
  );

  // Listen on both routes for the whole life of the page.
  useEffect(() => {
    const receive = (data: unknown) => {
      const parsed = AuthMessageSchema.safeParse(data);
      if (parsed.success) handleMessage(parsed.data);
    };
    const onWindowMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) receive(event.data);
    };
    window.addEventListener('message', onWindowMessage);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL);
    if (channel) channel.onmessage = (event: MessageEvent) => receive(event.data);
    return () => {
      window.removeEventListener('message', onWindowMessage);
      channel?.close();
      stopWatching();
    };
  }, [handleMessage, stopWatching]);

  const onPopupClosed = useCallback(async () => {
    const current = attempt.current;
    if (!current || current.settled) return;
    stopWatching();
    await new Promise((resolve) => setTimeout(resolve, CLOSED_GRACE_MS));
    // A message that arrived meanwhile, or a new attempt, has already decided.
    const undecided = () => attempt.current === current && phaseRef.current.kind === 'signing-in';
    if (!undecided()) return;
    const signedIn = await confirmRef.current().catch(() => false);
    if (!undecided()) return;
    setPhase(signedIn ? { kind: 'signed-in' } : { kind: 'failed', message: POPUP_CLOSED_MESSAGE });
  }, [setPhase, stopWatching]);

  const start = useCallback(() => {
    setPhase({ kind: 'signing-in' });
    const popup = signInWindow.open(loginUrl('popup', returnTo));
    if (!popup) {
      // Blocked: sign in in this tab instead; the server brings the user back to returnTo.
      signInWindow.redirect(loginUrl('redirect', returnTo));
      return;
    }
    stopWatching();
    const current: { popup: Window; poll?: ReturnType<typeof setInterval>; settled: boolean } = { popup, settled: false };
    current.poll = setInterval(() => {
      if (popup.closed) void onPopupClosed();
    }, CLOSED_POLL_MS);
    attempt.current = current;
    popup.focus();
  }, [returnTo, onPopupClosed, setPhase, stopWatching]);

  return { phase, start };
}
