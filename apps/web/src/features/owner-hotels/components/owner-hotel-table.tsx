import type { THotel } from '@waka/shared/hotels/hotel';
import { Button } from '@/components/ui/button';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { ListTable, type ListTableColumn } from '@/components/ui/list-table';
import { StarRating } from '@/components/ui/star-rating';
import { formatNightlyPrice } from '@/lib/nightly-price';

type OwnerHotelTableProps = {
  hotels: THotel[];
  onEdit: (hotel: THotel) => void;
  onDelete: (hotel: THotel) => void;
};

const HOTEL_COLUMNS: readonly ListTableColumn[] = [
  { label: 'Hotel' },
  { label: 'Address', className: 'hidden lg:table-cell' },
  { label: 'Rating' },
  { label: 'Minimum price', align: 'right', className: 'whitespace-nowrap' },
  { label: 'Actions', align: 'right' },
];

const PROPERTY_TYPE = { apartment: 'Apartment', hotel: 'Hotel' } as const;

/**
 * List All Hotel (docs/product.md#owner-hotels): a table from 640 px, a card per hotel below it.
 * Only one of the two is ever displayed, so a screen reader meets each hotel once.
 */
export function OwnerHotelTable({ hotels, onEdit, onDelete }: OwnerHotelTableProps) {
  return (
    <>
      <ul aria-label="Your hotels" className="flex flex-col gap-3 sm:hidden">
        {hotels.map((hotel) => (
          <li
            key={hotel.hotelId}
            className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <div className="flex gap-3">
              <Thumbnail hotel={hotel} />
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{hotel.hotelName}</p>
                <StarRating rating={hotel.hotelRating} />
              </div>
            </div>
            <p className="mt-2 text-sm break-words text-slate-600">{place(hotel)}</p>
            <p className="mt-1 text-sm text-slate-700">
              {PROPERTY_TYPE[hotel.propertyType]} · from {formatNightlyPrice(hotel.minimumPrice)}
              /night
            </p>
            <Actions hotel={hotel} onEdit={onEdit} onDelete={onDelete} />
          </li>
        ))}
      </ul>

      <ListTable
        caption="Your hotels"
        columns={HOTEL_COLUMNS}
        padding="roomy"
        className="hidden sm:block"
      >
        {hotels.map((hotel) => (
          <tr key={hotel.hotelId} className="align-middle">
            <th scope="row" className="px-4 py-3 font-normal">
              <div className="flex items-center gap-3">
                <Thumbnail hotel={hotel} />
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{hotel.hotelName}</p>
                  <p className="text-slate-600">
                    {PROPERTY_TYPE[hotel.propertyType]} · {hotel.city}
                  </p>
                </div>
              </div>
            </th>
            <td className="hidden px-4 py-3 text-slate-700 lg:table-cell">{place(hotel)}</td>
            <td className="px-4 py-3">
              <StarRating rating={hotel.hotelRating} />
            </td>
            <td className="px-4 py-3 text-right whitespace-nowrap text-slate-800 tabular-nums">
              {formatNightlyPrice(hotel.minimumPrice)}
            </td>
            <td className="px-4 py-3">
              <Actions hotel={hotel} onEdit={onEdit} onDelete={onDelete} />
            </td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}

function place(hotel: THotel): string {
  return [hotel.hotelAddress, hotel.localGov, hotel.state, hotel.country]
    .filter(Boolean)
    .join(', ');
}

function Thumbnail({ hotel }: { hotel: THotel }) {
  return (
    <ImageWithFallback
      src={hotel.hotelImage}
      alt=""
      width={96}
      height={64}
      className="h-16 w-24 shrink-0 rounded-lg object-cover"
    />
  );
}

function Actions({
  hotel,
  onEdit,
  onDelete,
}: { hotel: THotel } & Omit<OwnerHotelTableProps, 'hotels'>) {
  return (
    <div className="mt-3 flex gap-2 sm:mt-0 sm:justify-end">
      <Button variant="secondary" onClick={() => onEdit(hotel)}>
        Edit<span className="sr-only"> {hotel.hotelName}</span>
      </Button>
      <button
        type="button"
        onClick={() => onDelete(hotel)}
        className="inline-flex min-h-10 items-center justify-center rounded-lg border border-red-700 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
      >
        Delete<span className="sr-only"> {hotel.hotelName}</span>
      </button>
    </div>
  );
}
