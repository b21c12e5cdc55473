import { AI_CHAT_PATHS, AiChatChunkSchema, TECH_PATHS, TechContentSchema } from '../../../shared/features/ai-chat.schema.js';
import { ApiErrorSchema } from '../../../shared/api-error.js';
import { CSRF_HEADER } from '../../../shared/features/auth.schema.js';
import { api, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';

/** The Tech page's content and its AI chat. */

export const techContentQuery = {
  queryKey: ['content', 'tech'] as const,
  queryFn: () => api.get(TECH_PATHS.content, { schema: TechContentSchema }),
};

export class AiChatError extends Error {
  override name = 'AiChatError';
}

async function failureMessage(response: Response): Promise<string> {
  const parsed = ApiErrorSchema.safeParse(await response.json().catch(() => undefined));
  if (parsed.success) return parsed.data.issues?.[0]?.message ?? parsed.data.message;
  return `The request could not be completed (error ${response.status}). Please try again.`;
}

/**
 * Asks the AI and hands each piece of the reply to `onText` as it arrives.
 * Rejects with an AiChatError whose message the page shows after 'Error: '.
 */
export async function streamAiReply(userprompt: string, onText: (text: string) => void, signal?: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(AI_CHAT_PATHS.chat, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson', [CSRF_HEADER.name]: CSRF_HEADER.value },
      body: JSON.stringify({ userprompt }),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AiChatError(NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok || !response.body) throw new AiChatError(await failureMessage(response));

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += value ? decoder.decode(value, { stream: true }) : '';
    const lines = buffer.split('\n');
    buffer = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (!line.trim()) continue;
      const chunk = AiChatChunkSchema.safeParse(JSON.parse(line));
      if (!chunk.success) continue;
      if (chunk.data.type === 'delta') onText(chunk.data.text);
      else if (chunk.data.type === 'error') throw new AiChatError(chunk.data.message);
      else return;
    }
    if (done) throw new AiChatError('The answer was cut off. Please try again.');
  }
}

