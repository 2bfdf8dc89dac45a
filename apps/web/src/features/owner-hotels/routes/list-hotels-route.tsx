import { useCallback, useState } from 'react';
import type { THotel } from '@waka/shared/hotels/hotel';
import { HOTEL_MESSAGES } from '@waka/shared/hotels/register-hotel';
import { Toast } from '@/components/ui/toast';
import { DeleteHotelDialog } from '../components/delete-hotel-dialog';
import { EditHotelDialog } from '../components/edit-hotel-dialog';
import { OwnerHotelTable } from '../components/owner-hotel-table';
import { OwnerHotelsLoader } from '../components/owner-hotels-loader';
import { OwnerPageHeader } from '../components/owner-page-header';

type Open = { action: 'edit' | 'delete'; hotel: THotel } | null;

/** /owner/list-hotels-action (docs/product.md#owner-hotels: List All Hotel): every hotel of the owner, with Edit and Delete. */
export function ListHotelsRoute() {
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const dismiss = useCallback(() => setNotice(null), []);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <OwnerPageHeader title="List of Hotels">
        Edit your hotels’ details, or delete a hotel you no longer list.
      </OwnerPageHeader>
      <OwnerHotelsLoader>
        {(hotels) => (
          <OwnerHotelTable
            hotels={hotels}
            onEdit={(hotel) => setOpen({ action: 'edit', hotel })}
            onDelete={(hotel) => setOpen({ action: 'delete', hotel })}
          />
        )}
      </OwnerHotelsLoader>
      {open?.action === 'edit' ? (
        <EditHotelDialog
          hotel={open.hotel}
          onClose={close}
          onEdited={() => {
            setOpen(null);
            setNotice(HOTEL_MESSAGES.edited);
          }}
        />
      ) : null}
      {open?.action === 'delete' ? (
        <DeleteHotelDialog
          hotel={open.hotel}
          onClose={close}
          onDeleted={(hotel) => {
            setOpen(null);
            setNotice(`${hotel.hotelName} was deleted.`);
          }}
        />
      ) : null}
      <Toast message={notice} onDismiss={dismiss} />
    </div>
  );
}
