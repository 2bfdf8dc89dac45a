import { SupportLine } from '@/components/support/support-line';
import { CAR_LISTING_PATH } from '@/lib/paths';
import { INFO_PAGES } from '@/lib/info-pages';
import { InfoList, InfoPage, InfoSection, TextLink } from './info-page';

/** /help: finding, paying for, cancelling and changing a booking, and how car hire works. */
export function HelpPage() {
  return (
    <InfoPage
      page="help"
      lead="Answers to what travellers ask us most. If yours is not here, call or WhatsApp us."
    >
      <InfoSection title="Find your booking">
        <p>
          Every booking has a reference: <strong>WK-…</strong> for a hotel stay,{' '}
          <strong>WC-…</strong> for a car hire. It is in your confirmation email, and the link in
          that email opens your receipt.
        </p>
        <InfoList>
          <li>
            Booked without an account? Open{' '}
            <TextLink to="/find-booking">Find your booking</TextLink> and enter the reference and
            the email you booked with.
          </li>
          <li>
            Signed in? All your stays and car hires are in{' '}
            <TextLink to="/my-bookings">My Bookings</TextLink>. Bookings you made as a guest with
            the same email join them once you have verified that email.
          </li>
        </InfoList>
      </InfoSection>

      <InfoSection title="Pay for a booking">
        <p>
          A new booking holds your rooms (or the car) for 30 minutes; your receipt shows the exact
          time. Before then, either:
        </p>
        <InfoList>
          <li>
            <strong>pay online</strong> with Paystack (card, bank transfer or USSD) from your
            receipt or from My Bookings, or
          </li>
          <li>
            <strong>choose to pay at the hotel</strong> (for a car, at pickup). We email you a link
            to confirm; once you open it, the booking stays yours.
          </li>
        </InfoList>
        <p>
          If neither happens in time, the booking expires and the rooms or the car are released. You
          can book again. Paid the hotel by bank transfer outside Waka? Choose “Paid by transfer?”
          in My Bookings: the hotel marks the booking paid once the money arrives.
        </p>
      </InfoSection>

      <InfoSection title="Cancel or change a booking">
        <p>
          Open your receipt (from the email, Find your booking or My Bookings).{' '}
          <em>Cancel booking</em> tells you what you would get back before you confirm.{' '}
          <em>Change dates</em> moves a stay to other dates at the same hotel, until 48 hours before
          check-in.
        </p>
        <p>
          What is kept depends on when you cancel: see{' '}
          <TextLink to={INFO_PAGES.cancellation.path}>Cancellation options</TextLink>. Online
          payments come back through Paystack, usually within 3–5 working days.
        </p>
      </InfoSection>

      <InfoSection title="Hiring a car">
        <InfoList>
          <li>Our cars are in Abuja; each car’s page gives its pickup address.</li>
          <li>
            Hire for as little as one hour or as long as 30 days: choose the pickup date and time,
            then a number of hours (1 to 24) or a return date and time.
          </li>
          <li>
            We charge the cheapest mix of the car’s hourly, daily and weekly rates, so a full day
            never costs more than the daily rate, nor seven days more than the weekly rate.
          </li>
          <li>A driver-escort, where the car offers one, is charged for each day it starts.</li>
        </InfoList>
        <p>
          <TextLink to={CAR_LISTING_PATH}>Browse the cars</TextLink>
        </p>
      </InfoSection>

      <InfoSection title="Still stuck?">
        <SupportLine />
        <p>
          Have your booking reference ready. More ways to reach us are on{' '}
          <TextLink to={INFO_PAGES.contact.path}>Contact us</TextLink>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
