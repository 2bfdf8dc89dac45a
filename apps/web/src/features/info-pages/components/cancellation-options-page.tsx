import {
  CAR_FREE_CANCELLATION_HOURS,
  DEFAULT_CHECK_IN_TIME,
  ROOM_FREE_CANCELLATION_HOURS,
} from '@waka/shared/cancellation/cancellation-policy';
import { CAR_LATE_CHARGE_WORDS } from '@waka/shared/cancellation/cancellation-words';
import { InfoList, InfoPage, InfoSection, TextLink } from './info-page';

/** The policy (docs/product.md#cancellation), one case a row: when, what is kept, what comes back. */
const CASES = [
  {
    when: `A stay, cancelled ${ROOM_FREE_CANCELLATION_HOURS} hours or more before check-in`,
    kept: 'Nothing.',
    back: 'Everything you paid.',
  },
  {
    when: `A stay, cancelled less than ${ROOM_FREE_CANCELLATION_HOURS} hours before check-in, or a no-show`,
    kept: 'The first night of each room.',
    back: 'The rest of what you paid.',
  },
  {
    when: `A car hire, cancelled ${CAR_FREE_CANCELLATION_HOURS} hours or more before pickup`,
    kept: 'Nothing.',
    back: 'Everything you paid.',
  },
  {
    when: `A car hire, cancelled less than ${CAR_FREE_CANCELLATION_HOURS} hours before pickup`,
    kept: `${CAR_LATE_CHARGE_WORDS[0]!.toUpperCase()}${CAR_LATE_CHARGE_WORDS.slice(1)}.`,
    back: 'The rest of what you paid.',
  },
  {
    when: 'The hotel or the car’s owner cancels',
    kept: 'Nothing. They tell you why.',
    back: 'Everything you paid.',
  },
] as const;

/** /cancellation-options: the cancellation policy in plain words. */
export function CancellationOptionsPage() {
  return (
    <InfoPage
      page="cancellation"
      lead="What you get back when a booking is cancelled, and how to cancel or change one."
    >
      <InfoSection title="What is kept, and what comes back">
        <ul className="grid gap-3 sm:grid-cols-2">
          {CASES.map((row) => (
            <li
              key={row.when}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <p className="font-semibold text-slate-900">{row.when}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">Kept</dt>
                <dd>{row.kept}</dd>
                <dt className="text-slate-600">Back to you</dt>
                <dd>{row.back}</dd>
              </dl>
            </li>
          ))}
        </ul>
        <p>
          The {ROOM_FREE_CANCELLATION_HOURS} hours count back from the hotel’s check-in time (
          {DEFAULT_CHECK_IN_TIME} in Lagos unless the hotel sets another), on the Lagos clock. What
          is kept is never more than you paid: cancelling a booking you have not paid for costs
          nothing.
        </p>
      </InfoSection>

      <InfoSection title="How to cancel">
        <p>
          Open your receipt, from your confirmation email,{' '}
          <TextLink to="/find-booking">Find your booking</TextLink> or{' '}
          <TextLink to="/my-bookings">My Bookings</TextLink>, and choose <em>Cancel booking</em>.
          Before you confirm, it shows in naira what would be kept and what would come back. You can
          cancel until check-in (for a car, until pickup).
        </p>
      </InfoSection>

      <InfoSection title="Changing dates instead">
        <p>
          Until {ROOM_FREE_CANCELLATION_HOURS} hours before check-in you can move a stay to other
          dates at the same hotel, and change how many of each room you keep, with{' '}
          <em>Change dates</em> on the receipt. You see the new total before you confirm: pay the
          difference if it costs more, or get the difference back if it costs less.
        </p>
      </InfoSection>

      <InfoSection title="Refunds">
        <InfoList>
          <li>
            Paid online: the money goes back through Paystack. Your booking reads “Refund pending”
            until Paystack confirms, usually within 3–5 working days, then “Refunded”.
          </li>
          <li>
            Paid in cash or by transfer to the hotel or car owner: they pay it back to you. We tell
            you both the amount.
          </li>
        </InfoList>
      </InfoSection>
    </InfoPage>
  );
}
