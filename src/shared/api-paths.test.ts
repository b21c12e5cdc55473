import { describe, expect, it } from 'vitest';
import { apiPath } from './api-paths.js';

describe('apiPath', () => {
  it('fills each :parameter, URL-encoded', () => {
    expect(apiPath('/api/galleries/:collection/images/:imageId', { collection: 'gallery_a', imageId: 'x/y' })).toBe(
      '/api/galleries/gallery_a/images/x%2Fy',
    );
  });

  it('leaves a path without parameters as it is', () => {
    expect(apiPath('/api/me')).toBe('/api/me');
  });
});
