// The requests of the search-while-booking bench (bench/README.md#search-while-bookings-land):
// thousands of distinct dated questions, each asked once before measuring,
// and a steady trickle of bookings landing inside the searched dates.
import { addDays } from '@waka/shared/dates';
import { HOTEL_PAGE_SIZE } from '@waka/shared/hotels/hotel-pages';
import { destinationMix } from './draw-inputs.mjs';
import { bookingRequest } from './scenarios.mjs';

/** Searched and booked dates fall within this many nights of today (issue 31's measure). */
export const HORIZON_NIGHTS = 300;

/** Distinct paths from `draw`, until `count` of them (a question asked twice is one question). */
function distinct(count, draw) {
  const paths = new Set();
  for (let tries = 0; paths.size < count; tries++) {
    if (tries > count * 20) throw new Error(`Only ${paths.size} distinct questions of ${count}`);
    paths.add(draw());
  }
  return [...paths];
}

/** A stay with check-in within the horizon, 1 to 5 nights long. */
function stay(random, today) {
  const checkIn = addDays(today, random.int(0, HORIZON_NIGHTS - 1));
  return { checkIn, checkOut: addDays(checkIn, random.int(1, 5)) };
}

/**
 * `count` distinct dated searches, the first page as /rooms asks it: cities,
 * local governments and states weighted by their hotels.
 */
export function distinctSearches({ random, counted }, today, count) {
  const destinations = destinationMix(random, counted, count);
  return distinct(count, () => {
    const { checkIn, checkOut } = stay(random, today);
    const q = encodeURIComponent(random.pick(destinations).q);
    return `/api/v1/hotels/search?q=${q}&checkIn=${checkIn}&checkOut=${checkOut}&page=1&pageSize=${HOTEL_PAGE_SIZE}`;
  });
}

/** `count` distinct questions for a hotel's rooms with units left, over the drawn hotels. */
export function distinctRoomQuestions({ random, hotels }, today, count) {
  return distinct(count, () => {
    const { checkIn, checkOut } = stay(random, today);
    return `/api/v1/rooms/hotel/${random.pick(hotels)}?checkIn=${checkIn}&checkOut=${checkOut}`;
  });
}

/** Asks each path in turn, then starts again: autocannon's next request. */
export function inTurn(paths) {
  let i = 0;
  return () => ({ method: 'GET', path: paths[i++ % paths.length] });
}

/**
 * Books one night of one unit of a drawn room type at `perSecond`, on a
 * night inside the searched horizon (so a booking may sell a night out and
 * change what a search answers), until stop() is called. Answers the status
 * codes seen. A 409 (that room type was full that night) is a booking that
 * did not land, and is counted apart.
 */
export function steadyBookings(baseUrl, { random, rooms }, today, perSecond) {
  const statusCodes = {};
  const inFlight = new Set();
  let n = 0;
  const book = () => {
    const night = addDays(today, random.int(1, HORIZON_NIGHTS - 1));
    const request = bookingRequest(random.pick(rooms), night, `steady-${n++}`);
    const sent = fetch(baseUrl + request.path, request)
      .then(async (answer) => {
        await answer.arrayBuffer();
        return String(answer.status);
      })
      .catch(() => 'error')
      .then((status) => {
        statusCodes[status] = (statusCodes[status] ?? 0) + 1;
        inFlight.delete(sent);
      });
    inFlight.add(sent);
  };
  const timer = setInterval(book, 1000 / perSecond);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      return statusCodes;
    },
  };
}
