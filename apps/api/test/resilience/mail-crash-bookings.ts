import { stayTotalNaira } from '@waka/shared/bookings/price-stay';
import { addDays, lagosToday } from '@waka/shared/dates';
import type { ServerProcess } from './server-process';

/* The bookings the mail-after-crash test makes: many guests, few nights, on the demo hotels. */

/** 0 → a, 25 → z, 26 → ba: names may hold letters only. */
const letters = (n: number): string =>
  (n >= 26 ? letters(Math.floor(n / 26)) : '') + String.fromCharCode(97 + (n % 26));

/** Bookings over a few hotels, each test on nights of its own. */
export async function bookingBodies(server: ServerProcess, firstNight: number, count: number) {
  const hotels = (await (await fetch(`${server.base}/api/v1/hotels`)).json()) as {
    hotelId: string;
  }[];
  const picks: {
    hotelId: string;
    room: { roomId: string; roomType: string; roomPrice: number };
  }[] = [];
  for (const { hotelId } of hotels.slice(0, 6)) {
    const rooms = (await (await fetch(`${server.base}/api/v1/rooms/hotel/${hotelId}`)).json()) as {
      roomId: string;
      roomType: string;
      roomPrice: number;
      roomStatus: boolean;
    }[];
    for (const room of rooms.filter((r) => r.roomStatus)) picks.push({ hotelId, room });
  }
  return Array.from({ length: count }, (_, i) => {
    const { hotelId, room } = picks[i % picks.length]!;
    const checkIn = addDays(lagosToday(), firstNight + (Math.floor(i / picks.length) % 4));
    const checkOut = addDays(checkIn, 1);
    const rooms = [
      { roomId: room.roomId, roomType: room.roomType, quantity: 1, price: room.roomPrice },
    ];
    return {
      customer: {
        firstName: 'Mail',
        lastName: `Guest ${letters(i)}`,
        email: `mail.guest${i}@example.ng`,
        phone: '08031234567',
        checkInDate: checkIn,
        checkOutDate: checkOut,
        specialRequests: '',
      },
      hotelId,
      rooms,
      totalAmount: stayTotalNaira(rooms, 1),
      checkInDate: checkIn,
      checkOutDate: checkOut,
      nights: 1,
    };
  });
}
