import { ROOM_MESSAGES, type TOwnerRoom } from '@waka/shared/rooms/room-form';
import { Switch } from '@/components/ui/switch';
import { useRoomStatus } from '../api/use-room-status';

type RoomStatusControlProps = {
  room: TOwnerRoom;
  /** Told the spec's words when a save fails; the switch has flipped back by then. */
  onFailed: (message: string) => void;
};

/** The status toggle and its words (docs/product.md#room-listings, #states): Active is bookable, Not Active is switched off. */
export function RoomStatusControl({ room, onFailed }: RoomStatusControlProps) {
  const status = useRoomStatus(room);
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={room.roomStatus}
        label={`Room status for ${room.roomType}`}
        onCheckedChange={(roomStatus) =>
          status.mutate(roomStatus, { onError: () => onFailed(ROOM_MESSAGES.statusFailed) })
        }
      />
      <span
        className={`text-sm font-semibold whitespace-nowrap ${room.roomStatus ? 'text-brand-800' : 'text-slate-600'}`}
      >
        {room.roomStatus ? 'Active' : 'Not Active'}
      </span>
    </div>
  );
}
