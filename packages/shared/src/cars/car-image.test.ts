import { describe, expect, it } from 'vitest';
import { CAR_IMAGE_MAX_BYTES, CAR_IMAGE_MESSAGES, carImageProblem } from './car-image';

const MB = 1024 * 1024;

describe('the car photo rule (docs/product.md#owner-cars, #images)', () => {
  it('takes a JPEG or a PNG of up to 2 MB', () => {
    expect(CAR_IMAGE_MAX_BYTES).toBe(2 * MB);
    expect(carImageProblem({ type: 'image/jpeg', size: 300_000 })).toBeNull();
    expect(carImageProblem({ type: 'image/png', size: 2 * MB })).toBeNull();
  });

  it('refuses a file over 2 MB', () => {
    expect(carImageProblem({ type: 'image/png', size: 2 * MB + 1 })).toBe(
      CAR_IMAGE_MESSAGES.tooLarge,
    );
  });

  it('refuses WebP, GIF and anything that is not an image', () => {
    for (const type of ['image/webp', 'image/gif', 'text/plain', ''])
      expect(carImageProblem({ type, size: 1000 })).toBe(CAR_IMAGE_MESSAGES.wrongType);
  });
});
