import type { TCar } from '@waka/shared/cars/car';
import { formatMileage } from '../car-format';

/*
 * The spec's card shows a fixed '4x4' for the drive. Cars carry no drivetrain,
 * and a Kia Picanto is not a 4x4, so the card shows the body type the owner
 * set (docs/product.md#data) in that place instead of a claim nobody checked.
 */
const facts = (car: TCar) => [
  {
    label: 'Fuel',
    value: car.fuelType,
    icon: 'M5 20V5a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v15M4 20h11M7 8h5M14 10h2a1 1 0 0 1 1 1v5a1.5 1.5 0 0 0 3 0V8l-3-3',
  },
  {
    label: 'Mileage',
    value: formatMileage(car.mileage),
    icon: 'M12 20a8 8 0 1 1 8-8M12 12l4-4M12 4v2M4 12h2',
  },
  { label: 'Transmission', value: car.transmission, icon: 'M6 4v16M12 4v16M18 4v8M6 12h12' },
  {
    label: 'Body type',
    value: car.bodyType,
    icon: 'M3 16v-3l2-5h11l3 5h2v3M6 16a2 2 0 1 0 4 0M14 16a2 2 0 1 0 4 0',
  },
];

/** Fuel, mileage, gearbox and body type as a small two-column list of label and value. */
export function CarFacts({ car }: { car: TCar }) {
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
      {facts(car).map((fact) => (
        <div key={fact.label} className="flex min-w-0 items-center gap-2">
          <dt className="shrink-0">
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-4 text-brand-700"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={fact.icon} />
            </svg>
            <span className="sr-only">{fact.label}</span>
          </dt>
          <dd className="truncate text-slate-700">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
