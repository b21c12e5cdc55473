import { useEffect, useRef } from 'react';
import { LIVE_PATHS, LiveEventSchema, type LiveEvent, type LiveEventType } from '../../shared/live-events.js';

/**
 * The one live channel of the client (DESIGN: one Server-Sent Events stream per
 * tab). The app opens it while a user is signed in; features subscribe to event
 * types. Dropped connections are retried by EventSource itself (with
 * Last-Event-ID); a refused one (401, 5xx) closes for good and is reported
 * through `onClosed`, so the app can decide whether to open it again.
 */

type EventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;
type Listener = (event: LiveEvent) => void;

const listeners = new Map<LiveEventType, Set<Listener>>();
const openListeners = new Set<() => void>();

/**
 * Calls `listener` each time the stream (re)opens. Whatever was fetched before
 * that moment may have missed events (snapshot-then-subscribe), so this is where
 * the app refetches what live events keep fresh.
 */
export function subscribeLiveOpen(listener: () => void): () => void {
  openListeners.add(listener);
  return () => {
    openListeners.delete(listener);
  };
}

/** Tells the open listeners that the stream is (again) delivering events. */
export function dispatchLiveOpen(): void {
  for (const listener of openListeners) {
    try {
      listener();
    } catch (error) {
      console.error('live open listener failed', error);
    }
  }
}

/** Calls `listener` for every live event of `type`; returns the unsubscribe function. */
export function subscribeLiveEvent<T extends LiveEventType>(type: T, listener: (event: EventOf<T>) => void): () => void {
  const set = listeners.get(type) ?? new Set<Listener>();
  listeners.set(type, set);
  const wrapped: Listener = (event) => listener(event as EventOf<T>);
  set.add(wrapped);
  return () => {
    set.delete(wrapped);
  };
}

/** Parses one message and hands it to the subscribers of its type; anything malformed is dropped. */
export function dispatchLiveMessage(raw: string): void {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return;
  }
  const parsed = LiveEventSchema.safeParse(json);
  if (!parsed.success) return;
  for (const listener of listeners.get(parsed.data.type) ?? []) {
    try {
      listener(parsed.data);
    } catch (error) {
      console.error('live event listener failed', error);
    }
  }
}

interface Connection {
  source: EventSource;
  users: number;
  onClosed: Set<() => void>;
}

let connection: Connection | null = null;

/**
 * Opens the tab's stream, or joins the one already open. Returns the function
 * that leaves it; the stream closes when its last user leaves.
 */
export function connectLiveEvents(options: { onClosed?: () => void } = {}): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  if (!connection) {
    const source = new EventSource(LIVE_PATHS.events, { withCredentials: true });
    const opened: Connection = { source, users: 0, onClosed: new Set() };
    source.onmessage = (message: MessageEvent<string>) => dispatchLiveMessage(message.data);
    source.onopen = () => dispatchLiveOpen();
    source.onerror = () => {
      // CONNECTING means the browser is already retrying; CLOSED means it gave up (an HTTP error).
      if (source.readyState !== EventSource.CLOSED || connection !== opened) return;
      connection = null;
      for (const callback of opened.onClosed) callback();
    };
    connection = opened;
  }
  const current = connection;
  current.users += 1;
  const onClosed = options.onClosed;
  if (onClosed) current.onClosed.add(onClosed);
  let left = false;
  return () => {
    if (left) return;
    left = true;
    if (onClosed) current.onClosed.delete(onClosed);
    current.users -= 1;
    if (current.users === 0) {
      current.source.close();
      if (connection === current) connection = null;
    }
  };
}

/** Keeps the stream open while `enabled`; `onClosed` runs when the server refused it. */
export function useLiveEventsConnection(enabled: boolean, onClosed: () => void, generation = 0): void {
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });
  useEffect(() => {
    if (!enabled) return;
    return connectLiveEvents({ onClosed: () => onClosedRef.current() });
  }, [enabled, generation]);
}

/** Subscribes a component to one event type for as long as it is mounted. */
export function useLiveEvent<T extends LiveEventType>(type: T, listener: (event: EventOf<T>) => void): void {
  const listenerRef = useRef(listener);
  useEffect(() => {
    listenerRef.current = listener;
  });
  useEffect(() => subscribeLiveEvent(type, (event) => listenerRef.current(event)), [type]);
}
