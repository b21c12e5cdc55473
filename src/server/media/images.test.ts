import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from './images.js';

const pixel = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#6a4' } });

describe('sniffImageType', () => {
  it('tells each accepted type by its bytes', async () => {
    expect(sniffImageType(await pixel().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageType(await pixel().png().toBuffer())).toBe('png');
    expect(sniffImageType(await pixel().webp().toBuffer())).toBe('webp');
    expect(sniffImageType(await pixel().avif().toBuffer())).toBe('avif');
    expect(sniffImageType(await pixel().gif().toBuffer())).toBe('gif');
  });

  it('refuses SVG, HTML and other files whatever they are called', () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
