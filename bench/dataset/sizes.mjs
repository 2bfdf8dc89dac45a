// The dataset sizes of bench/README.md#targets. 10k is the reference: 10,000 hotels with 10
// room types each, 1,000,000 booked room-nights (ledger rows, decision
// 0003), 2,000 cars and 50,000 car bookings; the others scale it.
const reference = {
  hotels: 10_000,
  roomTypesPerHotel: 10,
  bookedRoomNights: 1_000_000,
  cars: 2_000,
  carBookings: 50_000,
};

function scaled(factor) {
  return {
    hotels: reference.hotels * factor,
    roomTypesPerHotel: reference.roomTypesPerHotel,
    bookedRoomNights: reference.bookedRoomNights * factor,
    cars: reference.cars * factor,
    carBookings: reference.carBookings * factor,
    // People: an owner has 5 hotels or 10 cars on average; customers hold about a third of the bookings.
    hotelOwners: (reference.hotels * factor) / 5,
    carOwners: (reference.cars * factor) / 10,
    customers: (reference.hotels * factor) / 2,
  };
}

export const SIZES = { '1k': scaled(0.1), '10k': scaled(1), '100k': scaled(10) };

export function sizeOf(name) {
  const size = SIZES[name];
  if (!size) throw new Error(`--size must be one of ${Object.keys(SIZES).join(', ')}`);
  return size;
}
