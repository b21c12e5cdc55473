import sharp from 'sharp';

/**
 * Photo-like test pictures: soft shapes on a gradient, with fine grain and a
 * plain sky band, so marks are tried on texture, edges and flat areas alike.
 * The same seed gives the same picture.
 */
export async function photoLike(seed: number, width = 1600, height = 1067): Promise<Buffer> {
  let state = seed * 2654435761 + 1;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const colour = () => `rgb(${Math.floor(random() * 255)},${Math.floor(random() * 255)},${Math.floor(random() * 255)})`;
  const shapes = Array.from({ length: 24 }, () => {
    const cx = random() * width;
    const cy = height * 0.3 + random() * height * 0.7;
    return `<ellipse cx="${cx}" cy="${cy}" rx="${40 + random() * 300}" ry="${30 + random() * 200}" fill="${colour()}" opacity="${0.4 + random() * 0.6}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="6"/></filter></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/><g filter="url(#soft)">${shapes}</g></svg>`;
  const grain = Buffer.alloc(width * height * 3);
  for (let i = 0; i < grain.length; i += 1) grain[i] = 118 + Math.floor(random() * 20);
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .webp({ quality: 80 })
    .toBuffer();
}
