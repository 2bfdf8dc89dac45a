import { useState } from 'react';
import type { TOwnerRoom } from '@waka/shared/rooms/room-form';
import { formatNightlyPrice } from '@/lib/nightly-price';
import { useListLayout } from '../use-list-layout';
import { AmenitySummary } from './amenity-summary';
import { RoomActionsMenu, type RoomAction } from './room-actions-menu';
import { RoomStatusControl } from './room-status-control';
import { ListTable, type ListTableColumn } from '@/components/ui/list-table';

type OwnerRoomListProps = {
  rooms: readonly TOwnerRoom[];
  onAction: (action: RoomAction, room: TOwnerRoom) => void;
  onStatusFailed: (message: string) => void;
};

type RowProps = {
  room: TOwnerRoom;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
} & Omit<OwnerRoomListProps, 'rooms'>;

/**
 * The room listings (docs/product.md#room-listings): a table where there is room for it (from
 * 768 px), a card per room otherwise. One actions menu is open at a time.
 */
export function OwnerRoomList({ rooms, onAction, onStatusFailed }: OwnerRoomListProps) {
  const { measure, table } = useListLayout();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const rowProps = (room: TOwnerRoom): RowProps => ({
    room,
    onAction,
    onStatusFailed,
    menuOpen: openMenu === room.roomId,
    onMenuOpenChange: (open) =>
      setOpenMenu((current) => (open ? room.roomId : current === room.roomId ? null : current)),
  });

  return (
    <div ref={measure} className="@container">
      {table ? (
        <RoomTable rooms={rooms} rowProps={rowProps} />
      ) : (
        <ul aria-label="Rooms" className="grid gap-3 @2xl:grid-cols-2">
          {rooms.map((room) => (
            <RoomCard key={room.roomId} {...rowProps(room)} />
          ))}
        </ul>
      )}
    </div>
  );
}

const ROOM_COLUMNS: readonly ListTableColumn[] = [
  { label: 'Hotel', className: 'hidden xl:table-cell' },
  { label: 'Room type' },
  { label: 'Qty', align: 'right' },
  { label: 'Amenities' },
  { label: 'Price / night', align: 'right', className: 'whitespace-nowrap' },
  { label: 'Discount', align: 'right' },
  { label: 'Status' },
  { label: 'Actions', align: 'right', visuallyHidden: true },
];

function RoomTable({
  rooms,
  rowProps,
}: {
  rooms: readonly TOwnerRoom[];
  rowProps: (room: TOwnerRoom) => RowProps;
}) {
  return (
    <ListTable caption="Rooms" columns={ROOM_COLUMNS}>
      {rooms.map((room) => (
        <RoomRow key={room.roomId} {...rowProps(room)} />
      ))}
    </ListTable>
  );
}

function RoomRow({ room, menuOpen, onMenuOpenChange, onAction, onStatusFailed }: RowProps) {
  return (
    <tr className="align-middle">
      <td className="hidden px-3 py-3 text-slate-700 xl:table-cell">{room.hotelName}</td>
      <th scope="row" className="px-3 py-3 font-normal">
        <p className="font-semibold text-slate-900">{room.roomType}</p>
        <p className="text-slate-600 xl:hidden">{room.hotelName}</p>
      </th>
      <td className="px-3 py-3 text-right text-slate-800 tabular-nums">{room.roomQuantity}</td>
      <td className="min-w-52 px-3 py-3">
        <AmenitySummary amenities={room.amenities} />
      </td>
      <td className="px-3 py-3 text-right whitespace-nowrap text-slate-800 tabular-nums">
        {formatNightlyPrice(room.roomPrice)}
      </td>
      <td className="px-3 py-3 text-right text-slate-800 tabular-nums">{room.roomDiscount}%</td>
      <td className="px-3 py-3">
        <RoomStatusControl room={room} onFailed={onStatusFailed} />
      </td>
      <td className="px-3 py-3 text-right">
        <RoomActionsMenu
          room={room}
          open={menuOpen}
          onOpenChange={onMenuOpenChange}
          onAction={onAction}
        />
      </td>
    </tr>
  );
}

function RoomCard({ room, menuOpen, onMenuOpenChange, onAction, onStatusFailed }: RowProps) {
  return (
    <li className="flex flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900">{room.roomType}</h2>
          <p className="text-sm break-words text-slate-600">{room.hotelName}</p>
        </div>
        <RoomActionsMenu
          room={room}
          open={menuOpen}
          onOpenChange={onMenuOpenChange}
          onAction={onAction}
          className="-mt-2 -mr-2 shrink-0"
        />
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Price</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatNightlyPrice(room.roomPrice)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Discount</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{room.roomDiscount}%</dd>
        </div>
        <div>
          <dt className="text-slate-600">Quantity</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{room.roomQuantity}</dd>
        </div>
      </dl>
      <div className="mt-3 mb-3">
        <AmenitySummary amenities={room.amenities} />
      </div>
      <div className="mt-auto border-t border-slate-100 pt-3">
        <RoomStatusControl room={room} onFailed={onStatusFailed} />
      </div>
    </li>
  );
}
