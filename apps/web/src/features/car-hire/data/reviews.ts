import type { Testimonial } from '@/components/ui/testimonial-card';

/** The car-hire reviews (the customer-reviews carousel of docs/product.md#car-hire-landing): three customers, three trips. */
export const HIRE_REVIEWS: readonly Testimonial[] = [
  {
    id: 'chinedu',
    name: 'Chinedu Okonkwo',
    address: 'Port Harcourt',
    review:
      'Landed at Nnamdi Azikiwe on a Monday morning and the SUV was waiting at the pickup point. Six hours of meetings between Maitama and the Central Business District, and I paid exactly the total I saw when I booked.',
    rating: 5,
  },
  {
    id: 'aisha',
    name: 'Aisha Mohammed',
    address: 'Kaduna',
    review:
      'We hired a bus with a driver for my cousin’s wedding in Gwarinpa. He knew every shortcut, the bus was spotless, and all twelve aunties arrived before the couple. We will book again for Sallah.',
    rating: 5,
  },
  {
    id: 'funmilayo',
    name: 'Funmilayo Adeyemi',
    address: 'Lagos',
    review:
      'My first trip to Abuja and I did not want to haggle with taxis. Booking a saloon for the afternoon took two minutes, and the email with my booking reference came before I finished my tea. The pickup in Wuse took a little finding.',
    rating: 4,
  },
];
