import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUserAgent, USER_AGENTS } from '../test-utils';
import { InAppBrowserWarning } from './in-app-browser-warning';

describe('InAppBrowserWarning', () => {
  let writeText: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    setUserAgent(USER_AGENTS.instagram);
    writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('Copy Link copies the site origin and shows Copied for 2 seconds', async () => {
    vi.useFakeTimers();
    render(<InAppBrowserWarning />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    });

    expect(writeText).toHaveBeenCalledWith(window.location.origin);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument();
  });

  it('falls back to a hidden textarea when the Clipboard API is missing', async () => {
    Reflect.deleteProperty(navigator, 'clipboard');
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<InAppBrowserWarning />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    });

    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    Reflect.deleteProperty(document, 'execCommand');
  });
});
