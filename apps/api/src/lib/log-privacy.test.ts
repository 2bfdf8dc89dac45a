import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-privacy';

describe('redactUrl', () => {
  it('hides the email of a booking lookup and anything with an @', () => {
    expect(redactUrl('/api/v1/bookings/WK-ABC123?email=ada%40example.ng')).toBe(
      '/api/v1/bookings/WK-ABC123?email=%5Bredacted%5D',
    );
    expect(redactUrl('/api/v1/x?contact=ada@example.ng&page=2')).toBe(
      '/api/v1/x?contact=%5Bredacted%5D&page=2',
    );
    expect(redactUrl('/api/v1/owner/bookings?q=Chidi+Okafor&page=1')).toBe(
      '/api/v1/owner/bookings?q=%5Bredacted%5D&page=1',
    );
  });

  it('leaves other addresses as they are', () => {
    expect(redactUrl('/api/v1/hotels')).toBe('/api/v1/hotels');
    expect(redactUrl('/api/v1/cars/allcars?page=2&bodyType=SUV')).toBe(
      '/api/v1/cars/allcars?page=2&bodyType=SUV',
    );
  });
});
