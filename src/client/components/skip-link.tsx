/** The first stop of the keyboard: straight to each page's <main id="main">. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}
