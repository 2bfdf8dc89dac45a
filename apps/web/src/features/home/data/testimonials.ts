import type { Testimonial } from '@/components/ui/testimonial-card';

/** What Our Guest Say (docs/product.md#home): three guests on their stays. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'adaeze',
    name: 'Adaeze Okafor',
    address: 'Enugu',
    review:
      'I booked a hotel in Victoria Island for a work trip in five minutes. The price I saw in naira was the price I paid, and the room was exactly as pictured.',
    rating: 5,
  },
  {
    id: 'tunde',
    name: 'Tunde Bakare',
    address: 'Ibadan',
    review:
      'We found a family apartment in Abuja for my sister’s wedding weekend. Check-in was smooth and the receipt came straight to my email.',
    rating: 5,
  },
  {
    id: 'halima',
    name: 'Halima Bello',
    address: 'Kano',
    review:
      'Clear prices, real photos and a booking reference I could show at the front desk. Waka is now my first stop whenever I travel to Lagos.',
    rating: 5,
  },
];
