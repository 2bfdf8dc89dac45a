import { CAR_CANCELLATION_POLICY } from '@waka/shared/cancellation/cancellation-words';
import type { TCar } from '@waka/shared/cars/car';
import { formatNaira } from '@waka/shared/money';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LARGE_PHOTO_WIDTH } from '@waka/shared/uploads/photo-url';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { carRentalPath } from '@/lib/paths';
import { carName, formatMileage } from '../car-format';
import { writePickupWindow, type PickupWindowFilter } from '../car-listing-params';
import { AvailabilityStrip } from './availability-strip';
import { CHEAPEST_MIX } from './car-rates';

type CarDetailsDialogProps = {
  /** The car whose View Details was pressed; null keeps the dialog closed. */
  car: TCar | null;
  /** The window the listing was narrowed to: the rental request starts from it. */
  window?: PickupWindowFilter | null;
  onClose: () => void;
};

/**
 * The car details dialog (docs/product.md#car-listing), shared by the listing and the landing:
 * photo, Specifications, Rental Information in naira (docs/product.md#money), when it is
 * free over the next 14 days, Close (also Esc and a click on the backdrop) and
 * 'Rent This Vehicle'.
 */
export function CarDetailsDialog({ car, window = null, onClose }: CarDetailsDialogProps) {
  const navigate = useNavigate();
  if (!car) return null;

  const rent = () =>
    // The car rides along so the request page shows it at once; the id in the URL is what a reload reads.
    void navigate(rentalPathFor(car.carId, window), { state: { car } });

  return (
    <Dialog
      title={carName(car)}
      onClose={onClose}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" size="lg" onClick={onClose}>
            Close
          </Button>
          <Button size="lg" onClick={rent}>
            Rent This Vehicle
          </Button>
        </div>
      }
    >
      {/*
        The details can be taller than the dialog, and nothing in them takes
        focus: this group does, so a keyboard user can scroll them with the
        arrow keys (WCAG 2.1.1).
      */}
      <div
        tabIndex={0}
        role="group"
        aria-label={`Details of the ${carName(car)}`}
        className="rounded-xl focus-visible:outline-offset-4"
      >
        <ImageWithFallback
          src={car.carImage}
          sizedTo={LARGE_PHOTO_WIDTH}
          alt={`${carName(car)} ${car.year}, ${car.color.toLowerCase()}`}
          width={960}
          height={600}
          loading="eager"
          className="aspect-[16/9] w-full rounded-xl object-cover"
        />
        <AvailabilityStrip carId={car.carId} className="mt-4" />
        <div className="mt-5 grid gap-6 sm:grid-cols-2">
          <DetailList title="Specifications">
            <Detail label="Year" value={car.year} />
            <Detail label="Body type" value={car.bodyType} />
            <Detail label="Fuel Type" value={car.fuelType} />
            <Detail label="Transmission" value={car.transmission} />
            <Detail label="Mileage" value={formatMileage(car.mileage)} />
            <Detail label="Colour" value={car.color} />
            <Detail label="Pickup" value={car.pickupAddress} />
          </DetailList>
          <DetailList title="Rental Information">
            <Detail label="Price per day" value={formatNaira(car.dailyRate)} />
            <Detail label="Price per hour" value={formatNaira(car.hourlyRate)} />
            <Detail label="Price per week" value={formatNaira(car.weeklyRate)} />
            <Detail
              label="Driver escort"
              value={
                car.escortAvailable && car.escortPrice !== null
                  ? `${formatNaira(car.escortPrice)} per day`
                  : 'Not offered'
              }
            />
            {/* Hired from 1 hour, so the spec's fixed '1 day' would mislead. */}
            <Detail label="Minimum rental" value="1 hour" />
            <Detail label="Insurance" value="Included" />
            <Detail label="Free cancellation" value="Until 24 hours before pickup" />
          </DetailList>
        </div>
        <p className="mt-3 text-sm text-slate-600">{CHEAPEST_MIX}</p>
        <p data-testid="car-cancellation-policy" className="mt-5 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Cancellation: </span>
          {CAR_CANCELLATION_POLICY}
        </p>
      </div>
    </Dialog>
  );
}

function DetailList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-base font-bold text-slate-900">{title}</h3>
      <dl className="divide-y divide-slate-100 text-sm">{children}</dl>
    </section>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** The rental request, starting from the listing's window when there is one. */
function rentalPathFor(carId: string, window: PickupWindowFilter | null): string {
  const path = carRentalPath(carId);
  const extra = writePickupWindow(new URLSearchParams(), window).toString();
  return extra ? `${path}&${extra}` : path;
}
