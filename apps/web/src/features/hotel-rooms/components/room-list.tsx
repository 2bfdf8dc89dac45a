import type { UseQueryResult } from '@tanstack/react-query';
import type { TRoom } from '@waka/shared/rooms/room';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { RoomCard } from './room-card';

type RoomListProps = {
  query: UseQueryResult<TRoom[]>;
  isSelected: (roomId: string) => boolean;
  onToggle: (room: TRoom) => void;
};

/** The hotel's room types: loading, the spec's empty text, a retryable failure (docs/product.md#messages), or the cards. */
export function RoomList({ query, isSelected, onToggle }: RoomListProps) {
  if (query.isPending) return <Spinner label="Loading rooms..." />;
  if (query.isError) {
    return (
      <LoadError
        title="No rooms available"
        detail={`We couldn’t load this hotel’s rooms. ${query.error.message}`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState title="No rooms available">
        <p className="text-slate-600">This hotel has not listed any rooms yet.</p>
      </EmptyState>
    );
  }

  return (
    <ul aria-label="Rooms" className="grid gap-5 sm:grid-cols-2">
      {query.data.map((room) => (
        <li key={room.roomId}>
          <RoomCard
            room={room}
            selected={isSelected(room.roomId)}
            onToggle={() => onToggle(room)}
          />
        </li>
      ))}
    </ul>
  );
}
