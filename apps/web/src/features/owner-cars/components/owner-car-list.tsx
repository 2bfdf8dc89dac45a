import { useState, type ReactNode } from 'react';
import type { TCar } from '@waka/shared/cars/car';
import { formatNaira } from '@waka/shared/money';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { ListTable, type ListTableColumn } from '@/components/ui/list-table';
import { carName, escortText, typeText } from '../car-display';
import { useWideScreen } from '../use-wide-screen';
import { CarActionsMenu, type CarAction } from './car-actions-menu';

type OwnerCarListProps = {
  cars: readonly TCar[];
  onAction: (action: CarAction, car: TCar) => void;
};

type RowProps = {
  car: TCar;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  onAction: OwnerCarListProps['onAction'];
};

/**
 * View cars (docs/product.md#owner-cars): a table on a wide screen, a card per car otherwise.
 * One actions menu is open at a time: opening another closes the first.
 */
export function OwnerCarList({ cars, onAction }: OwnerCarListProps) {
  const wide = useWideScreen();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const rowProps = (car: TCar): RowProps => ({
    car,
    onAction,
    menuOpen: openMenu === car.carId,
    onMenuOpenChange: (open) =>
      setOpenMenu((current) => (open ? car.carId : current === car.carId ? null : current)),
  });

  if (!wide) {
    return (
      <ul aria-label="Your cars" className="grid gap-3 sm:grid-cols-2">
        {cars.map((car) => (
          <CarCard key={car.carId} {...rowProps(car)} />
        ))}
      </ul>
    );
  }
  return (
    <ListTable caption="Your cars" columns={CAR_COLUMNS}>
      {cars.map((car) => (
        <CarRow key={car.carId} {...rowProps(car)} />
      ))}
    </ListTable>
  );
}

const CAR_COLUMNS: readonly ListTableColumn[] = [
  { label: 'Car' },
  { label: 'Type' },
  { label: 'Per hour', align: 'right', className: 'whitespace-nowrap' },
  { label: 'Per day', align: 'right', className: 'whitespace-nowrap' },
  { label: 'Escort' },
  { label: 'Pickup' },
  { label: 'Actions', align: 'right', visuallyHidden: true },
];

function CarRow({ car, menuOpen, onMenuOpenChange, onAction }: RowProps) {
  return (
    <tr className="align-middle">
      <th scope="row" className="px-3 py-3 font-normal">
        <div className="flex items-center gap-3">
          <Thumbnail car={car} />
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{carName(car)}</p>
            <p className="font-mono whitespace-nowrap text-slate-600">{car.licensePlate}</p>
          </div>
        </div>
      </th>
      <td className="px-3 py-3 text-slate-800">
        {car.bodyType}
        {car.category !== car.bodyType ? (
          <span className="block text-slate-600">{car.category}</span>
        ) : null}
      </td>
      <td className="px-3 py-3 text-right whitespace-nowrap text-slate-800 tabular-nums">
        {formatNaira(car.hourlyRate)}
      </td>
      <td className="px-3 py-3 text-right whitespace-nowrap text-slate-800 tabular-nums">
        {formatNaira(car.dailyRate)}
      </td>
      <td className="px-3 py-3 text-slate-800">{escortText(car)}</td>
      <td className="px-3 py-3 text-slate-800">
        {car.city}
        <span className="block text-slate-600">
          {car.localGov}, {car.state}
        </span>
      </td>
      <td className="px-3 py-3 text-right">
        <CarActionsMenu
          car={car}
          open={menuOpen}
          onOpenChange={onMenuOpenChange}
          onAction={onAction}
        />
      </td>
    </tr>
  );
}

function CarCard({ car, menuOpen, onMenuOpenChange, onAction }: RowProps) {
  return (
    <li className="flex min-w-0 flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start gap-3">
        <Thumbnail car={car} className="h-14 w-20" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words text-slate-900">{carName(car)}</h2>
          <p className="font-mono text-sm whitespace-nowrap text-slate-600">{car.licensePlate}</p>
        </div>
        <CarActionsMenu
          car={car}
          open={menuOpen}
          onOpenChange={onMenuOpenChange}
          onAction={onAction}
          className="-mt-2 -mr-2 shrink-0"
        />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-sm">
        <Detail term="Per hour">{formatNaira(car.hourlyRate)}</Detail>
        <Detail term="Per day">{formatNaira(car.dailyRate)}</Detail>
        <Detail term="Type">{typeText(car)}</Detail>
        <Detail term="Escort">{escortText(car)}</Detail>
        <div className="col-span-2 min-w-0">
          <dt className="text-slate-600">Pickup</dt>
          <dd className="font-medium break-words text-slate-800">
            {car.city}, {car.localGov}, {car.state}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-slate-800 tabular-nums">{children}</dd>
    </div>
  );
}

function Thumbnail({ car, className = 'h-16 w-24' }: { car: TCar; className?: string }) {
  return (
    <ImageWithFallback
      src={car.carImage}
      alt=""
      width={96}
      height={64}
      className={`shrink-0 rounded-lg object-cover ${className}`}
    />
  );
}
