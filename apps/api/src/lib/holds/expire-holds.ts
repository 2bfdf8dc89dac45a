import type { Database } from '../../db/database';
import { isConfirmedAddress } from '../mail/mail-allowance-repository';
import { enqueueMail } from '../mail/mail-outbox-repository';
import type { OutgoingMail } from '../mail/mail-outbox-repository';
import { hireExpiredMail, stayExpiredMail } from './hold-expired-mail';
import {
  bookingMadeAt,
  carOfHire,
  claimDueBooking,
  claimDueHire,
  claimDueHiresOfCar,
  confirmationWasQueued,
  expireHire,
  expireRoomBooking,
  findDueRoomHolds,
  hireMadeAt,
  lockFreeCar,
  lockFreeRooms,
  roomsOfBooking,
} from './hold-expiry-repository';

/*
 * Releasing holds that ran out unpaid (docs/decisions/0022-payments-and-holds.md),
 * from the sweeper and from a new booking, which first releases the due holds
 * of the rooms (or the car) it has locked so that a hold past its time never
 * refuses it between sweeps. Each runs in the caller's transaction.
 */

/**
 * The guest hears of the expiry (or the cancellation) only if they were told
 * of the booking (its confirmation was queued, or the address is an account's
 * confirmed one): whoever books may type any address, and the daily
 * allowance that bounds the confirmations then bounds these notices too
 * (docs/decisions/0016).
 */
export async function tellGuest(
  tx: Database,
  mail: OutgoingMail,
  madeAt: Parameters<typeof confirmationWasQueued>[2],
): Promise<void> {
  const told =
    (await isConfirmedAddress(tx, mail.to)) || (await confirmationWasQueued(tx, mail.to, madeAt));
  if (told) await enqueueMail(tx, [mail]);
}

/**
 * Expires one room booking if it is due and every room type it holds can be
 * locked at once: those in `lockedRoomIds` the caller holds already. False
 * when it is not due (paid, confirmed, expired) or someone else is busy with it.
 */
export async function expireRoomHold(
  tx: Database,
  bookingId: string,
  publicUrl: string,
  lockedRoomIds: readonly string[] = [],
  roomIds?: string[],
): Promise<boolean> {
  const held = roomIds ?? (await roomsOfBooking(tx, bookingId));
  if (
    !(await lockFreeRooms(
      tx,
      held.filter((id) => !lockedRoomIds.includes(id)),
    ))
  )
    return false;
  const claimed = await claimDueBooking(tx, bookingId);
  if (!claimed) return false;
  const lines = await expireRoomBooking(tx, bookingId);
  const { booking } = claimed;
  await tellGuest(
    tx,
    stayExpiredMail({ ...booking, hotelName: claimed.hotelName, lines }, publicUrl),
    bookingMadeAt(bookingId),
  );
  return true;
}

/** In a new booking's transaction, with `roomIds` locked: releases their due holds. */
export async function expireDueRoomHolds(
  tx: Database,
  roomIds: string[],
  publicUrl: string,
): Promise<number> {
  let expired = 0;
  for (const due of await findDueRoomHolds(tx, roomIds)) {
    if (await expireRoomHold(tx, due.bookingId, publicUrl, roomIds, due.roomIds)) expired++;
  }
  return expired;
}

/**
 * Expires one car hire if it is due and its car can be locked (or the caller
 * holds it already).
 */
export async function expireCarHold(
  tx: Database,
  hireId: string,
  publicUrl: string,
  carLocked = false,
): Promise<boolean> {
  if (!carLocked) {
    const carId = await carOfHire(tx, hireId);
    if (!carId || !(await lockFreeCar(tx, carId))) return false;
  }
  if (!(await claimDueHire(tx, hireId))) return false;
  const { hire, car } = await expireHire(tx, hireId);
  await tellGuest(
    tx,
    hireExpiredMail({ ...hire, carName: `${car.make} ${car.model} ${car.year}` }, publicUrl),
    hireMadeAt(hireId),
  );
  return true;
}

/** In a new car booking's transaction, with the car locked: releases its due holds. */
export async function expireDueCarHolds(
  tx: Database,
  carId: string,
  publicUrl: string,
): Promise<number> {
  let expired = 0;
  for (const due of await claimDueHiresOfCar(tx, carId)) {
    if (await expireCarHold(tx, due.id, publicUrl, true)) expired++;
  }
  return expired;
}
