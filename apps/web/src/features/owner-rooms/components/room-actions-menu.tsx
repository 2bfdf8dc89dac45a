import type { TOwnerRoom } from '@waka/shared/rooms/room-form';
import { Menu } from '@/components/ui/menu';

export type RoomAction = 'details' | 'edit' | 'delete';

type RoomActionsMenuProps = {
  room: TOwnerRoom;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAction: (action: RoomAction, room: TOwnerRoom) => void;
  className?: string;
};

/** A row's actions (docs/product.md#room-listings): View Details, Edit Room, Delete Room. */
export function RoomActionsMenu({
  room,
  open,
  onOpenChange,
  onAction,
  className,
}: RoomActionsMenuProps) {
  return (
    <Menu
      label={`Actions for ${room.roomType}`}
      open={open}
      onOpenChange={onOpenChange}
      className={className}
      items={[
        { label: 'View Details', onSelect: () => onAction('details', room) },
        { label: 'Edit Room', onSelect: () => onAction('edit', room) },
        { label: 'Delete Room', onSelect: () => onAction('delete', room), danger: true },
      ]}
    />
  );
}
