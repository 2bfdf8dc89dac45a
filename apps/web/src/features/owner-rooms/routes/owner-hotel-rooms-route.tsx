import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { ROOM_MESSAGES, type TOwnerRoom } from '@waka/shared/rooms/room-form';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorToast } from '@/components/ui/error-toast';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { MANAGE_ROOMS_LIST, addRoomPath } from '@/lib/paths';
import { useOwnerRooms } from '../api/use-owner-rooms';
import { DeleteRoomDialog } from '../components/delete-room-dialog';
import { EditRoomDialog } from '../components/edit-room-dialog';
import { OwnerHotelGate } from '../components/owner-hotel-gate';
import { OwnerRoomList } from '../components/owner-room-list';
import { OwnerRoomsHeader } from '../components/owner-rooms-header';
import type { RoomAction } from '../components/room-actions-menu';
import { RoomDetailsDialog } from '../components/room-details-dialog';

/** /owner/list-room/hotel-rooms/{hotelId} (docs/product.md#room-listings): a hotel's rooms, to switch, view, edit and delete. */
export function OwnerHotelRoomsRoute() {
  const { hotelId = '' } = useParams();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <OwnerHotelGate hotelId={hotelId} hotelsPath={MANAGE_ROOMS_LIST}>
        {(hotel) => (
          <>
            <OwnerRoomsHeader
              title={`Rooms at ${hotel.hotelName}`}
              back={{ to: MANAGE_ROOMS_LIST, label: 'All hotels' }}
              actions={<ButtonLink to={addRoomPath(hotel.hotelId)}>Add a room</ButtonLink>}
            >
              Switch a room off to stop new bookings of it; its existing bookings stay.
            </OwnerRoomsHeader>
            <HotelRooms hotelId={hotel.hotelId} />
          </>
        )}
      </OwnerHotelGate>
    </div>
  );
}

function HotelRooms({ hotelId }: { hotelId: string }) {
  const rooms = useOwnerRooms(hotelId);
  const [open, setOpen] = useState<{ action: RoomAction; room: TOwnerRoom } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const dismissNotice = useCallback(() => setNotice(null), []);
  const dismissFailure = useCallback(() => setFailure(null), []);
  // The open dialog follows the list (View Details shows a status flipped a moment ago);
  // a room just deleted is no longer in it, and its dialog finishes with the copy.
  const openRoom = open
    ? (rooms.data?.find((room) => room.roomId === open.room.roomId) ?? open.room)
    : undefined;

  return (
    <>
      {rooms.isPending ? (
        <Spinner label="Loading rooms..." />
      ) : rooms.isError ? (
        <div className="wrap-anywhere">
          <LoadError
            title="We couldn’t load the rooms."
            detail={rooms.error.message}
            onRetry={() => void rooms.refetch()}
            retrying={rooms.isFetching}
          />
        </div>
      ) : rooms.data.length === 0 ? (
        <EmptyState title="No rooms yet">
          <p className="text-sm text-slate-600">
            Add the hotel’s first room type, with its price and photos.
          </p>
          <ButtonLink to={addRoomPath(hotelId)}>Add a room</ButtonLink>
        </EmptyState>
      ) : (
        <OwnerRoomList
          rooms={rooms.data}
          onAction={(action, room) => setOpen({ action, room })}
          onStatusFailed={setFailure}
        />
      )}

      {open?.action === 'details' && openRoom ? (
        <RoomDetailsDialog room={openRoom} onClose={close} />
      ) : null}
      {open?.action === 'edit' && openRoom ? (
        <EditRoomDialog
          room={openRoom}
          onClose={close}
          onSaved={() => {
            setOpen(null);
            setNotice(ROOM_MESSAGES.updated);
          }}
        />
      ) : null}
      {open?.action === 'delete' && openRoom ? (
        <DeleteRoomDialog
          room={openRoom}
          onClose={close}
          onDeleted={(room) => {
            setOpen(null);
            setNotice(`${room.roomType} was deleted.`);
          }}
        />
      ) : null}
      <Toast message={notice} onDismiss={dismissNotice} />
      <ErrorToast message={failure} onDismiss={dismissFailure} />
    </>
  );
}
