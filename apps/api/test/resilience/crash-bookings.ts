import { stayTotalNaira } from '@waka/shared/bookings/price-stay';
import { addDays } from '@waka/shared/dates';
import type { ServerProcess } from './server-process';

/* The bookings the crash tests make against a real server: one-night stays on the demo hotels. */

/** 0 → a, 25 → z, 26 → ba: a distinct name for each guest, in letters only. */
export const letters = (n: number): string =>
  (n >= 26 ? letters(Math.floor(n / 26)) : '') + String.fromCharCode(97 + (n % 26));

export type BookableRoom = {
  hotelId: string;
  room: { roomId: string; roomType: string; roomPrice: number };
};

/** The bookable room types of the server's first `hotelCount` hotels. */
export async function bookableRooms(
  server: ServerProcess,
  hotelCount: number,
): Promise<BookableRoom[]> {
  const hotels = (await (await fetch(`${server.base}/api/v1/hotels`)).json()) as {
    hotelId: string;
  }[];
  const picks: BookableRoom[] = [];
  for (const { hotelId } of hotels.slice(0, hotelCount)) {
    const rooms = (await (await fetch(`${server.base}/api/v1/rooms/hotel/${hotelId}`)).json()) as {
      roomId: string;
      roomType: string;
      roomPrice: number;
      roomStatus: boolean;
    }[];
    for (const room of rooms.filter((r) => r.roomStatus)) picks.push({ hotelId, room });
  }
  return picks;
}

/** A booking request for one unit of `pick` for the night of `checkIn`. */
export function oneNightBooking(
  { hotelId, room }: BookableRoom,
  checkIn: string,
  guest: { firstName: string; lastName: string; email: string },
) {
  const checkOut = addDays(checkIn, 1);
  const rooms = [
    { roomId: room.roomId, roomType: room.roomType, quantity: 1, price: room.roomPrice },
  ];
  return {
    customer: {
      ...guest,
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
}
