import type { ReactNode } from 'react';
import type { TCar } from '@waka/shared/cars/car';
import { formatLagosDateTime } from '@waka/shared/dates';
import { formatNaira } from '@waka/shared/money';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format-count';
import { Dialog } from '@/components/ui/dialog';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { carName, escortText, pickupPlace } from '../car-display';

type OwnerCarDetailsDialogProps = { car: TCar; onClose: () => void; onEdit: (car: TCar) => void };

/**
 * View Details (docs/product.md#owner-cars: View cars): everything the owner registered, prices
 * in naira (docs/product.md#money), and the way on to Edit.
 */
export function OwnerCarDetailsDialog({ car, onClose, onEdit }: OwnerCarDetailsDialogProps) {
  return (
    <Dialog title={carName(car)} onClose={onClose}>
      <div className="flex flex-col gap-5">
        <ImageWithFallback
          src={car.carImage}
          alt={`${carName(car)}, ${car.color}`}
          width={640}
          height={400}
          loading="eager"
          className="aspect-[16/10] w-full rounded-xl object-cover"
        />
        <Facts title="Vehicle">
          <Fact term="License plate">
            <span className="font-mono">{car.licensePlate}</span>
          </Fact>
          <Fact term="Year">{car.year}</Fact>
          <Fact term="Color">{car.color}</Fact>
          <Fact term="Mileage">{formatCount(car.mileage)} km</Fact>
          <Fact term="Fuel type">{car.fuelType}</Fact>
          <Fact term="Transmission">{car.transmission}</Fact>
          <Fact term="Body type">{car.bodyType}</Fact>
          <Fact term="Category">{car.category}</Fact>
        </Facts>
        <Facts title="Rates">
          <Fact term="Per hour">{formatNaira(car.hourlyRate)}</Fact>
          <Fact term="Per day">{formatNaira(car.dailyRate)}</Fact>
          <Fact term="Per week">{formatNaira(car.weeklyRate)}</Fact>
          <Fact term="Escort">{escortText(car)}</Fact>
        </Facts>
        <Facts title="Pickup">
          <div className="col-span-full min-w-0">
            <dt className="text-sm text-slate-600">Address</dt>
            <dd className="font-semibold break-words text-slate-900">{pickupPlace(car)}</dd>
          </div>
          <Fact term="Registered">{formatLagosDateTime(car.createdAt)}</Fact>
        </Facts>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onEdit(car)}>
            Edit car
          </Button>
          <Button onClick={onClose}>Close</Button>
        </div>
      </div>
    </Dialog>
  );
}

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">{children}</dl>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}
