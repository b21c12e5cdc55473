import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { LEAK_MESSAGES, type LeakSuspect, type LeakTrace } from '../../../../shared/features/leaks.schema.js';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useTraceLeak } from '../leaks.api';
import './trace-leak.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface SuspectActions {
  /** Links or buttons for one suspect (open their chat, manage their Pro), given by the app. */
  renderActions?: (suspect: LeakSuspect) => ReactNode;
}

/** Police → Trace a leak: the owner uploads a copy found elsewhere and learns whose copy it was. */
export function TraceLeak({ renderActions }: SuspectActions) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const trace = useTraceLeak();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) trace.mutate(file);
  };

  return (
    <section className="trace-leak" aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`} className="trace-leak__heading">
        {LEAK_MESSAGES.heading}
      </h3>
      <p className="trace-leak__intro">{LEAK_MESSAGES.intro}</p>
      <form className="trace-leak__form" onSubmit={submit}>
        <label htmlFor={inputId} className="trace-leak__picker">
          <span className="trace-leak__picker-button">Choose a picture</span>
          <span className="trace-leak__picker-name">{file ? file.name : 'No file chosen'}</span>
        </label>
        <input
          id={inputId}
          className="trace-leak__file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            trace.reset();
          }}
        />
        <Button type="submit" disabled={!file} loading={trace.isPending}>
          Trace
        </Button>
      </form>
      {trace.isPending && (
        <p className="trace-leak__state" role="status">
          Reading the marks… this takes a few seconds.
        </p>
      )}
      {trace.isError && (
        <p className="trace-leak__error" role="alert">
          {errorMessage(trace.error)}
        </p>
      )}
      {trace.data && <TraceResult result={trace.data} renderActions={renderActions} />}
    </section>
  );
}

function TraceResult({ result, renderActions }: { result: LeakTrace } & SuspectActions) {
  if (!result.image) return <p className="trace-leak__state" role="status">{LEAK_MESSAGES.noMatch}</p>;
  return (
    <div className="trace-leak__result" role="status">
      <figure className="trace-leak__match">
        <img src={result.image.imageUrl} alt={`The matched picture: ${result.image.pictureName}`} />
        <figcaption>
          {result.image.pictureName} <span className="trace-leak__muted">in {result.image.galleryName}</span>
        </figcaption>
      </figure>
      {result.suspects.length === 0 ? (
        <p className="trace-leak__state">{LEAK_MESSAGES.noSuspects}</p>
      ) : (
        <ol className="trace-leak__suspects" aria-label="Suspects, most likely first">
          {result.suspects.map((suspect) => (
            <li key={suspect.userId} className="trace-leak__suspect">
              <div className="trace-leak__suspect-head">
                <strong>{suspect.username ?? suspect.email}</strong>
                {suspect.username && <span className="trace-leak__muted">{suspect.email}</span>}
                <span className="trace-leak__confidence">{percent(suspect.confidence)} confidence</span>
              </div>
              <p className="trace-leak__muted">
                Last received {when(suspect.fetchedAt)} from {suspect.ipAddress}
              </p>
              <details>
                <summary>
                  {count(suspect.fetches.length, 'fetch', 'fetches')}, {count(suspect.downloadAttempts.length, 'download attempt', 'download attempts')}
                </summary>
                <ul className="trace-leak__activity">
                  {suspect.fetches.map((fetch) => (
                    <li key={`f-${fetch.servedAt}`}>
                      Fetched {when(fetch.servedAt)} from {fetch.ipAddress} <span className="trace-leak__muted">{fetch.userAgent}</span>
                    </li>
                  ))}
                  {suspect.downloadAttempts.map((attempt) => (
                    <li key={`d-${attempt.timestamp}`}>
                      Tried to save it {when(attempt.timestamp)} ({attempt.downloadMethod.replace('_', ' ')}, {attempt.deviceType}) from {attempt.ipAddress}
                    </li>
                  ))}
                </ul>
              </details>
              {renderActions && <div className="trace-leak__actions">{renderActions(suspect)}</div>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
