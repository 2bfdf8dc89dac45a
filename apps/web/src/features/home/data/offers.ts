/** An offer card (docs/product.md#home: Offer): static content, not a price the booking applies. */
export type Offer = {
  id: string;
  /** Percent off. */
  priceOff: number;
  title: string;
  description: string;
  /** The last day of the offer, YYYY-MM-DD. */
  expiryDate: string;
  image: string;
};

/** The spec's three samples (docs/product.md#data, #constants: 25, 20 and 30 percent). */
export const OFFERS: readonly Offer[] = [
  {
    id: 'summer-escape',
    priceOff: 25,
    title: 'Summer Escape Package',
    description:
      'Three nights by the water with breakfast for two and late check-out. Made for a long weekend away from the city.',
    expiryDate: '2027-08-31',
    image: '/media/demo/hotels/hotel-02.webp',
  },
  {
    id: 'romantic-getaway',
    priceOff: 20,
    title: 'Romantic Getaway',
    description:
      'A quiet suite, dinner for two at the hotel restaurant and a spa hour. Anniversaries and proposals welcome.',
    expiryDate: '2027-02-28',
    image: '/media/demo/hotels/hotel-05.webp',
  },
  {
    id: 'luxury-retreat',
    priceOff: 30,
    title: 'Luxury Retreat',
    description:
      'Our finest rooms with airport pick-up, pool and gym access and a personal concierge for your stay.',
    expiryDate: '2027-06-30',
    image: '/media/demo/hotels/hotel-08.webp',
  },
];
