/** Our travel desk's WhatsApp line (docs/product.md#overview: flights are booked by chat). */
const WHATSAPP_URL = 'https://wa.me/2348031234567';

/** Book a Flight (docs/product.md#home, #constants: we answer within 15 minutes). */
export function BookAFlight() {
  return (
    <section
      aria-labelledby="flight-title"
      className="flex flex-col gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:p-8"
    >
      <h2 id="flight-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Book a Flight
      </h2>
      <p className="text-brand-50">
        Flying to Abuja, Port Harcourt or beyond? Tell our travel team where and when, and we will
        find you the best fare and book it for you.
      </p>
      <div className="mt-auto flex flex-col items-start gap-3">
        <a
          href={WHATSAPP_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 shadow-sm hover:bg-brand-50"
        >
          <svg viewBox="0 0 24 24" className="size-5 fill-current" aria-hidden="true">
            <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.6.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.9 11.9 0 0 0 4.6 4c1.7.7 2.3.8 3.2.7a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.2-.2-.5-.3z" />
          </svg>
          Chat on WhatsApp
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <p className="text-sm text-brand-100">
          Our travel team typically responds within 15 minutes.
        </p>
      </div>
    </section>
  );
}
