import { usePoem } from '../content.api';
import { ContentStatus } from './content-status';
import './content-views.css';

/** The Pro poem (Pro only: the menu hides it from Basic members and the server refuses them). */
export function PoemView() {
  const poem = usePoem();
  return (
    <ContentStatus query={poem} what="poem">
      {({ title, text }) => (
        <article className="content-view poem">
          <h2 className="poem__title">{title}</h2>
          <p className="poem__text">{text}</p>
        </article>
      )}
    </ContentStatus>
  );
}
