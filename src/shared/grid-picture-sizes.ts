/**
 * How a gallery grid chooses a picture's file, shared so the server's page can preload
 * exactly the file the grid will ask for. Phones (one or two columns) always take the
 * small derivative, whatever their pixel density: it is sharp enough in the grid and the
 * lightbox shows the large one. Wider screens choose by `GRID_SIZES`, one column's share
 * of the viewport.
 */
export const PHONE_GRID_MEDIA = '(max-width: 700px)';
export const WIDE_GRID_MEDIA = '(min-width: 701px)';
export const GRID_SIZES = '(max-width: 1100px) 33vw, 25vw';

interface Derivative {
  url: string;
  width: number;
}

/** The `srcset` of a grid picture on a wide screen. */
export const gridSrcSet = (thumb: Derivative, display: Derivative): string => `${thumb.url} ${thumb.width}w, ${display.url} ${display.width}w`;
