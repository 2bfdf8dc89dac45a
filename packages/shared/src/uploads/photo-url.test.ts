import { describe, expect, it } from 'vitest';
import { photoUrl } from './photo-url';

describe('photoUrl', () => {
  it('points our demo photos and uploads at their resized copy', () => {
    expect(photoUrl('/media/demo/hotels/hotel-01.webp', 640)).toBe(
      '/media/w/640/demo/hotels/hotel-01.webp',
    );
    expect(photoUrl('/uploads/0123abcd.webp', 960)).toBe('/media/w/960/uploads/0123abcd.webp');
    expect(photoUrl('https://waka.ng/uploads/0123abcd.webp', 640, 'https://waka.ng')).toBe(
      'https://waka.ng/media/w/640/uploads/0123abcd.webp',
    );
  });

  it('leaves every other address as it is', () => {
    for (const url of [
      'https://cdn.example.com/uploads/0123abcd.webp', // another host
      'https://waka.ng/uploads/0123abcd.webp', // no origin given: not known to be ours
      '/media/demo/placeholder.png', // not a WebP we made
      '/media/demo/../secret.webp',
      '/uploads/a.webp?v=2',
      '/media/uploads/king-1.webp',
      'data:image/webp;base64,AAAA',
      '',
    ]) {
      expect(photoUrl(url, 640)).toBe(url);
    }
  });
});
