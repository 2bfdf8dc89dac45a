import { ButtonLink } from '@/components/ui/button';
import { CAR_LISTING_PATH } from '@/lib/paths';
import { HireIcon, type HireIconName } from './hire-icon';

const FEATURES: readonly { title: string; text: string; icon: HireIconName }[] = [
  {
    title: 'Fast & Easy Booking',
    text: 'Pick a car, a date and the hours you need. The request takes a minute and the confirmation comes by email.',
    icon: 'bolt',
  },
  {
    title: 'Many Pickup Locations',
    text: 'Collect your car at the airport, in Maitama, Wuse, Garki, Jabi, Gwarinpa, Kubwa and beyond: every car shows where.',
    icon: 'pin',
  },
  {
    title: 'No Booking Charges',
    text: 'You pay the car’s hourly, daily or weekly rates, whichever mix is cheapest, in naira, and nothing on top for booking online.',
    icon: 'tag',
  },
];

/** The three feature cards of the car-hire landing (docs/product.md#car-hire-landing) and their call to action. */
export function HireFeatures() {
  return (
    <section aria-labelledby="hire-features-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="hire-features-title" className="sr-only">
          Why hiring with Waka is simple
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              // Icon beside the words on a phone, above them from a tablet up.
              className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:flex-col md:gap-3 md:p-6"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <HireIcon name={feature.icon} />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900 md:text-xl">{feature.title}</h3>
                <p className="mt-1 text-slate-600 md:mt-2">{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-center sm:gap-5">
          <p className="text-lg font-medium text-slate-800">Need a car in Abuja today?</p>
          <ButtonLink to={CAR_LISTING_PATH} size="lg">
            See Available Cars
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
