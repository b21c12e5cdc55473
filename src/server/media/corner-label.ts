/**
 * The visible corner mark: a member's name drawn small and half see-through in
 * the bottom-right corner of their copy of a Pro picture (an owner setting; the
 * invisible mark is there either way). White letters with a dark outline read
 * on light and dark pictures alike, and need no box whose width depends on the
 * font. Drawn from SVG by sharp (librsvg), so the name is escaped first.
 */

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!);

/** Letters about 1/60 of the picture's width (27 px on a 1600 px picture), never below 12 px. */
export const cornerLabelFontSize = (width: number) => Math.max(12, Math.round(width / 60));

/** An SVG as wide as the picture and a little taller than one line, to lay over its bottom edge. */
export function cornerLabelSvg(label: string, width: number, height: number): Buffer {
  const size = cornerLabelFontSize(width);
  const band = Math.min(height, Math.round(size * 2));
  const margin = Math.round(size * 0.6);
  const outline = Math.max(1, Math.round(size / 7));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${band}">` +
      `<text x="${width - margin}" y="${band - margin}" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${size}" font-weight="600" ` +
      `fill="#ffffff" fill-opacity="0.7" stroke="#000000" stroke-opacity="0.55" stroke-width="${outline}" stroke-linejoin="round" paint-order="stroke">` +
      `${escapeXml(label)}</text></svg>`,
  );
}
