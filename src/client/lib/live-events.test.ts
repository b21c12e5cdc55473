import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_PATHS } from '../../shared/live-events.js';
import { FakeEventSource, installFakeEventSource } from '../test-utils';
import { connectLiveEvents, subscribeLiveEvent } from './live-events';

describe('live events client', () => {
  beforeEach(() => {
    installFakeEventSource();
  });

  it('opens one stream per tab, shared, and closes it when the last user leaves', () => {
    const leaveA = connectLiveEvents();
    const leaveB = connectLiveEvents();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.instances[0]?.url).toBe(LIVE_PATHS.events);
    leaveA();
    leaveA(); // leaving twice counts once
    expect(FakeEventSource.open()).toHaveLength(1);
    leaveB();
    expect(FakeEventSource.open()).toHaveLength(0);
  });

  it('hands parsed events to the subscribers of their type and drops malformed ones', () => {
    const leave = connectLiveEvents();
    const listener = vi.fn();
    const unsubscribe = subscribeLiveEvent('user.updated', listener);
    const source = FakeEventSource.instances[0]!;

    source.emit({ type: 'user.updated', data: { userId: 'u1' } });
    source.emit('not json');
    source.emit({ type: 'user.updated', data: {} });
    source.emit({ type: 'something.else', data: {} });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ type: 'user.updated', data: { userId: 'u1' } });

    unsubscribe();
    source.emit({ type: 'user.updated', data: { userId: 'u1' } });
    expect(listener).toHaveBeenCalledTimes(1);
    leave();
  });

  it('leaves retries to the browser, and reports a stream the server refused', () => {
    const onClosed = vi.fn();
    const leave = connectLiveEvents({ onClosed });
    const source = FakeEventSource.instances[0]!;
    source.fail(true);
    expect(onClosed).not.toHaveBeenCalled();
    source.fail(false);
    expect(onClosed).toHaveBeenCalledTimes(1);
    // The next connect opens a fresh stream.
    const leaveAgain = connectLiveEvents();
    expect(FakeEventSource.instances).toHaveLength(2);
    leave();
    leaveAgain();
  });

  it('does nothing where EventSource is missing', () => {
    vi.stubGlobal('EventSource', undefined);
    expect(() => connectLiveEvents()()).not.toThrow();
  });
});
