import { HireIcon, type HireIconName } from './hire-icon';

const REASONS: readonly { title: string; text: string; icon: HireIconName }[] = [
  {
    title: 'Cars you can rely on',
    text: 'Every listed car carries its year, mileage and gearbox, and insurance is included in the rate.',
    icon: 'shield',
  },
  {
    title: 'Honest naira prices',
    text: 'The cheapest mix of hours, days and weeks at the car’s rates, shown line by line before you confirm and checked again by us, never changed after.',
    icon: 'naira',
  },
  {
    title: 'A driver if you want one',
    text: 'Many cars come with an escort driver for a daily fee: useful for a first visit to the capital or a long day of meetings.',
    icon: 'steering',
  },
  {
    title: 'An hour or a month',
    text: 'From 1 hour to 30 days, starting on any hour of the day. No car is ever booked twice for the same time.',
    icon: 'clock',
  },
];

/** At a glance: facts of the service, not slogans. */
const FACTS: readonly { value: string; label: string }[] = [
  { value: '1 h–30 days', label: 'any length of hire' },
  { value: '₦0', label: 'booking charges' },
  { value: '24/7', label: 'booking line' },
  { value: 'Abuja', label: 'pickup across the FCT' },
];

/** 'Why Choose Our Rental Service' (docs/product.md#car-hire-landing). */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="grid items-start gap-10 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <h2
            id="why-title"
            className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Why Choose Our Rental Service
          </h2>
          <p className="mt-3 max-w-2xl text-slate-600">
            Hiring a car in a city you are visiting should not be a gamble. Here is what you can
            count on with Waka.
          </p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {REASONS.map((reason) => (
              <li key={reason.title} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                  <HireIcon name={reason.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{reason.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-brand-800 ring-1 ring-brand-800 lg:col-span-2">
          {FACTS.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse gap-1 bg-brand-900 px-5 py-7">
              <dt className="text-sm text-brand-100">{fact.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-white">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
