/**
 * A value the server put in the page as `<script type="application/json" id=…>`
 * (site settings, the signed-in user), or null when the page has none or it does
 * not parse (development server, tests).
 */
export function readEmbeddedJson(id: string): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return null;
  }
}
