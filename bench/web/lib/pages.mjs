/** The four pages of bench/README.md#targets, with a real hotel of the seed for /rooms/{id}. */
export async function issuePages(origin) {
  const hotels = await (await fetch(`${origin}/api/v1/hotels`)).json();
  if (!Array.isArray(hotels) || hotels.length === 0)
    throw new Error('the seeded server lists no hotels');
  const hotelId = hotels[0].hotelId;
  return { hotelId, pages: ['/', '/rooms', `/rooms/${hotelId}`, '/car-listing'] };
}
