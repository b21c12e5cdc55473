import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AI_CHAT_MESSAGES, AI_PROMPT_MAX_LENGTH } from '../../../../shared/features/ai-chat.schema.js';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { streamAiReply } from '../ai-chat.api';

interface Turn {
  id: number;
  from: 'you' | 'ai';
  text: string;
  error?: boolean;
}

/** SPEC §2 AI chat: the reply streams in; a failure shows as an AI message 'Error: ' + message. */
export function AiChatPanel() {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);
  const abort = useRef<AbortController | null>(null);
  const inputId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const trimmed = prompt.trim();

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [turns]);

  const updateTurn = (id: number, change: (turn: Turn) => Turn) => setTurns((all) => all.map((turn) => (turn.id === id ? change(turn) : turn)));

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || busy) return;
    const aiId = nextId.current + 1;
    setTurns((all) => [...all, { id: nextId.current, from: 'you', text: trimmed }, { id: aiId, from: 'ai', text: '' }]);
    nextId.current += 2;
    setPrompt('');
    setBusy(true);
    abort.current = new AbortController();
    try {
      await streamAiReply(trimmed, (piece) => updateTurn(aiId, (turn) => ({ ...turn, text: turn.text + piece })), abort.current.signal);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      updateTurn(aiId, (turn) => ({ ...turn, text: `${AI_CHAT_MESSAGES.errorPrefix}${errorMessage(error)}`, error: true }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ai-chat">
      <ol ref={listRef} className="ai-chat__turns" aria-label="AI conversation" aria-live="polite" aria-busy={busy}>
        {turns.length === 0 && <li className="ai-chat__empty">Ask anything about art, tech or the studio.</li>}
        {turns.map((turn) => (
          <li key={turn.id} className={`ai-chat__turn ai-chat__turn--${turn.from}${turn.error ? ' ai-chat__turn--error' : ''}`}>
            <span className="ai-chat__who">{turn.from === 'you' ? 'You' : 'AI'}</span>
            <p className="ai-chat__text">{turn.text || (busy ? 'Thinking…' : '')}</p>
          </li>
        ))}
      </ol>
      <form className="ai-chat__form" onSubmit={(event) => void ask(event)}>
        <label htmlFor={inputId} className="visually-hidden">
          Ask the AI
        </label>
        <input
          id={inputId}
          className="ai-chat__input"
          value={prompt}
          maxLength={AI_PROMPT_MAX_LENGTH}
          placeholder="Ask the AI…"
          onChange={(event) => setPrompt(event.target.value)}
        />
        <Button type="submit" disabled={!trimmed || busy} loading={busy}>
          Ask
        </Button>
      </form>
    </div>
  );
}
