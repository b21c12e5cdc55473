import { AI_CHAT_MESSAGES, type AiChatChunk } from '../../../shared/features/ai-chat.schema.js';
import type { AppContext } from '../../app-context.js';
import { AI_TIMEOUT_MS } from '../../integrations/ai.js';

/**
 * The reply to one prompt as a stream of chunks. Without configuration it is a
 * fixed "not configured" error and nothing is called; a failure at any point
 * ends the stream with an error chunk the page shows as 'Error: ' + message.
 */
export async function* replyToPrompt(ctx: AppContext, prompt: string, signal: AbortSignal): AsyncGenerator<AiChatChunk> {
  if (!ctx.ai.configured) {
    // SPEC §8: a reply that is not the AI's answer shows as 'Error: ' + message, like any failure.
    yield { type: 'error', message: AI_CHAT_MESSAGES.notConfigured };
    return;
  }
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(AI_TIMEOUT_MS)]);
  try {
    for await (const text of ctx.ai.streamReply(prompt, deadline)) yield { type: 'delta', text };
    yield { type: 'done' };
  } catch (error) {
    yield { type: 'error', message: describeAiError(error, deadline) };
  }
}

function describeAiError(error: unknown, deadline: AbortSignal): string {
  if (deadline.aborted || (error instanceof Error && /timed? ?out/i.test(error.message))) {
    return 'The AI took too long to answer. Please try again.';
  }
  // The provider's own wording may carry internals; keep a short, plain line.
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
  if (status === 429) return 'The AI is busy right now. Please try again in a moment.';
  return 'The AI could not answer right now. Please try again later.';
}
