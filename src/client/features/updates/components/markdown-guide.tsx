/** The short markdown guide beside the update editor. */
const GUIDE: [string, string][] = [
  ['**bold**', 'bold'],
  ['*italic*', 'italic'],
  ['[text](https://example.com)', 'a link'],
  ['- item', 'a bullet list'],
  ['1. item', 'a numbered list'],
  ['> quote', 'a quote'],
  ['`code`', 'code'],
];

export function MarkdownGuide() {
  return (
    <details className="markdown-guide">
      <summary>Markdown guide</summary>
      <dl className="markdown-guide__list">
        {GUIDE.map(([syntax, result]) => (
          <div key={syntax} className="markdown-guide__row">
            <dt>
              <code>{syntax}</code>
            </dt>
            <dd>{result}</dd>
          </div>
        ))}
      </dl>
      <p className="markdown-guide__note">A blank line starts a new paragraph. HTML is not shown.</p>
    </details>
  );
}
