import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockApi, renderWithProviders } from '../../../test-utils';
import { AiChatView } from './ai-chat-view';

const QUOTES = ['Q one', 'Q two', 'Q three', 'Q four', 'Q five', 'Q six', 'Q seven'];
const content = () => jsonResponse({ mission: 'We build art with code.', quotes: QUOTES });

/** A streamed NDJSON body, one line at a time. */
function ndjson(lines: unknown[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const line of lines) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
}

describe('Tech page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the mission and one quote of the seven, picked at random', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    mockApi({ user: makeUser(), routes: { 'GET /api/content/tech': content } });
    renderWithProviders(<AiChatView view="tech" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('We build art with code.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quote' })).toHaveTextContent('Q four');
  });

  it('shows an error with a retry when the content cannot load, and keeps the AI chat usable', async () => {
    mockApi({ user: makeUser(), routes: { 'GET /api/content/tech': () => jsonResponse({ code: 'internal_error', message: 'Something broke.' }, 500) } });
    renderWithProviders(<AiChatView view="tech" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ask the AI')).toBeEnabled();
  });

  it('streams the AI reply into the page, sending the trimmed prompt', async () => {
    const prompts: string[] = [];
    mockApi({
      user: makeUser(),
      routes: {
        'GET /api/content/tech': content,
        'POST /api/ai-chat': (_url, init) => {
          prompts.push((JSON.parse(String(init?.body)) as { userprompt: string }).userprompt);
          return ndjson([{ type: 'delta', text: 'Pixels are ' }, { type: 'delta', text: 'tiny squares.' }, { type: 'done' }]);
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AiChatView view="tech" />);
    const ask = screen.getByRole('button', { name: 'Ask' });
    await user.type(screen.getByLabelText('Ask the AI'), '   ');
    expect(ask).toBeDisabled();
    await user.type(screen.getByLabelText('Ask the AI'), 'What is a pixel?  {Enter}');
    expect(await screen.findByText('Pixels are tiny squares.')).toBeInTheDocument();
    expect(prompts).toEqual(['What is a pixel?']);
  });

  it("shows a failure as an AI message starting with 'Error: '", async () => {
    mockApi({
      user: makeUser(),
      routes: {
        'GET /api/content/tech': content,
        'POST /api/ai-chat': () => ndjson([{ type: 'error', message: 'The AI took too long to answer. Please try again.' }]),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AiChatView view="tech" />);
    await user.type(screen.getByLabelText('Ask the AI'), 'hello{Enter}');
    const reply = await screen.findByText('Error: The AI took too long to answer. Please try again.');
    expect(reply.closest('li')).toHaveTextContent(/^AI/);
  });

  it("shows a refused request (e.g. rate limited) the same way", async () => {
    mockApi({
      user: makeUser(),
      routes: {
        'GET /api/content/tech': content,
        'POST /api/ai-chat': () => jsonResponse({ code: 'rate_limited', message: 'Too many requests. Please try again in 40 seconds.' }, 429),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AiChatView view="tech" />);
    await user.type(screen.getByLabelText('Ask the AI'), 'hello{Enter}');
    expect(await screen.findByText('Error: Too many requests. Please try again in 40 seconds.')).toBeInTheDocument();
  });
});
