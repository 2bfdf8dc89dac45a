import type { TBooking } from '@waka/shared/bookings/create-booking';
import { nightsBetween } from '@waka/shared/dates';
import type { THotel } from '@waka/shared/hotels/hotel';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useProfile } from '@/lib/profile';
import { useHotelRooms } from '../api/use-hotel-rooms';
import { useRoomSelection } from '../use-room-selection';
import { useStayParams } from '../use-stay-params';
import { BookingDialog } from './booking-dialog';
import { HotelSummary } from './hotel-summary';
import { RoomList } from './room-list';
import { SelectionNotices } from './selection-notices';
import { SelectionOverlay } from './selection-overlay';
import { SelectionPanel } from './selection-panel';
import { StayDatesSection } from './stay-dates-section';

/**
 * A hotel's rooms (docs/product.md#hotel-rooms: /rooms/{id}): the stay, the room cards, 'Your
 * Selection' beside them on wide screens (an overlay behind a basket button
 * on small ones) and the booking dialog.
 */
export function HotelRoomsPage({ hotel }: { hotel: THotel }) {
  const navigate = useNavigate();
  const { stay, asWritten, setStay } = useStayParams();
  const rooms = useHotelRooms(hotel.hotelId, stay);
  const selection = useRoomSelection(rooms.data);
  const [booking, setBooking] = useState(false);
  // Asked now, so the booking dialog opens already filled for a signed-in person.
  useProfile();

  const panel = {
    selection: selection.selection,
    nights: stay ? nightsBetween(stay.checkIn, stay.checkOut) : undefined,
    onQuantity: selection.setQuantity,
    onRemove: selection.remove,
    onBook: () => setBooking(true),
  };

  const onBooked = (made: TBooking, email: string) => {
    selection.clear();
    setBooking(false);
    void navigate(
      `/booking-receipt?reference=${made.reference}&email=${encodeURIComponent(email)}`,
      { state: { booking: made } },
    );
  };

  return (
    <div className="flex flex-col gap-8">
      <HotelSummary hotel={hotel} />
      <StayDatesSection stay={stay} asWritten={asWritten} onChange={setStay} />

      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="rooms-title" className="flex flex-col gap-5">
          <h2 id="rooms-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Choose your rooms
          </h2>
          <SelectionNotices notices={selection.notices} onDismiss={selection.dismissNotices} />
          <RoomList query={rooms} isSelected={selection.isSelected} onToggle={selection.toggle} />
        </section>

        {/* Below the fixed header (4rem) as the guest scrolls through the rooms. */}
        <aside className="sticky top-24 hidden rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:block">
          <SelectionPanel {...panel} headingId="selection-title" />
        </aside>
      </div>

      <SelectionOverlay {...panel} />

      {booking ? (
        <BookingDialog
          hotel={hotel}
          selection={selection.selection}
          checkIn={stay?.checkIn}
          checkOut={stay?.checkOut}
          onClose={() => setBooking(false)}
          onBooked={onBooked}
        />
      ) : null}
    </div>
  );
}
