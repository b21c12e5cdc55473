import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QueryStatus } from '../../../components/ui/query-status';
import { errorMessage } from '../../../lib/api-client';
import { techContentQuery } from '../ai-chat.api';
import { AiChatPanel } from './ai-chat-panel';
import './ai-chat-view.css';

/** One quote of the list, picked once per visit (SPEC §2: a random quote of 7). */
function useRandomIndex(length: number | undefined): number {
  const [seed] = useState(() => Math.random());
  return length ? Math.floor(seed * length) % length : 0;
}

/** The Tech page: mission statement, AI chat and a random quote. tech_{section} opens on that section. */
export function AiChatView({ view }: { view: string }) {
  const content = useQuery(techContentQuery);
  const quoteIndex = useRandomIndex(content.data?.quotes.length);
  const section = view.startsWith('tech_') ? view.slice('tech_'.length) : null;

  useEffect(() => {
    if (section) document.getElementById(`tech-${section.replaceAll('_', '-')}`)?.scrollIntoView({ block: 'start' });
  }, [section, content.isSuccess]);

  return (
    <div className="tech">
      <section id="tech-mission" className="tech__card tech__mission" aria-labelledby="tech-mission-heading">
        <h2 id="tech-mission-heading" className="tech__heading">
          Mission
        </h2>
        <QueryStatus query={content} loading="Loading…" failed={errorMessage} className="tech__muted" errorClassName="tech__error">
          {(data) => <p className="tech__mission-text">{data.mission}</p>}
        </QueryStatus>
      </section>

      <section id="tech-ai-chat" className="tech__card tech__ai" aria-labelledby="tech-ai-heading">
        <h2 id="tech-ai-heading" className="tech__heading">
          AI chat
        </h2>
        <AiChatPanel />
      </section>

      {content.data && (
        <section id="tech-quote" className="tech__card tech__quote" aria-labelledby="tech-quote-heading">
          <h2 id="tech-quote-heading" className="tech__heading">
            Quote
          </h2>
          <blockquote className="tech__quote-text">{content.data.quotes[quoteIndex]}</blockquote>
        </section>
      )}
    </div>
  );
}
