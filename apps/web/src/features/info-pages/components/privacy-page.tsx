import { SupportLine } from '@/components/support/support-line';
import { InfoList, InfoPage, InfoSection, TextLink } from './info-page';

/**
 * /privacy: what Waka keeps and why, who sees it, for how long, and a
 * person's rights under the Nigeria Data Protection Act 2023 (docs/product.md#personal-data).
 */
export function PrivacyPage() {
  return (
    <InfoPage
      page="privacy"
      lead="What Waka keeps about you, why, who sees it, for how long, and how to get it or have it deleted."
    >
      <InfoSection title="What we keep, and why">
        <InfoList>
          <li>
            <strong>When you book:</strong> your name, email, phone number, the dates and the rooms
            or car you booked, and any special requests. We need them to make the booking, send your
            confirmation and receipt, and let the hotel or car owner get ready for you.
          </li>
          <li>
            <strong>When you pay:</strong> the amount, the Paystack reference and whether the
            payment went through. Your card and bank details go to Paystack, never to Waka.
          </li>
          <li>
            <strong>If you have an account:</strong> your name, email, whether you are a customer or
            an owner, your password (stored only in a scrambled form nobody can read back) and your
            sign-in sessions.
          </li>
          <li>
            <strong>If you list on Waka:</strong> your hotels, rooms and cars, with their photos and
            prices, which everyone can see.
          </li>
          <li>
            <strong>The newsletter:</strong> the email address you subscribed with.
          </li>
          <li>
            <strong>Copies of the emails we send you</strong>, so we can tell what you were told.
          </li>
          <li>
            <strong>Server logs</strong> of requests, to keep Waka working and safe (for example, to
            slow down someone guessing passwords). Email addresses, phone numbers and names in web
            addresses are blanked out in them.
          </li>
        </InfoList>
      </InfoSection>

      <InfoSection title="Who sees it">
        <InfoList>
          <li>
            The hotel or car owner you booked with sees your name, email, phone number, dates and
            special requests for their bookings, and nothing about your other bookings.
          </li>
          <li>Paystack receives your email and the amount, to take a payment or refund it.</li>
          <li>The service that delivers our email receives the messages we send you.</li>
          <li>Waka’s support team, when you contact us about a booking.</li>
        </InfoList>
        <p>We do not sell your details, and we show no advertising.</p>
      </InfoSection>

      <InfoSection title="How long we keep it">
        <InfoList>
          <li>
            <strong>Bookings and payments:</strong> for as long as Waka runs, because hotels and car
            owners must keep them for their accounts. If you delete your account they stay, with
            your name and contact details removed.
          </li>
          <li>
            <strong>Your account:</strong> until you delete it.
          </li>
          <li>
            <strong>Sign-in sessions:</strong> until you sign out, or after 7 days without a visit.
          </li>
          <li>
            <strong>Links we email</strong> (for example, to confirm paying at the hotel): they stop
            working after 30 minutes or once used.
          </li>
        </InfoList>
      </InfoSection>

      <InfoSection title="Your rights">
        <p>
          Under the Nigeria Data Protection Act 2023 you may ask what we hold about you, have it
          corrected, and have it deleted.
        </p>
        <InfoList>
          <li>
            Signed in, open <TextLink to="/account">your account page</TextLink>. There you can
            download everything Waka holds about you as a file, and delete your account. Bookings an
            owner must keep for their accounts stay, with your name and contact details removed.
          </li>
          <li>
            Bookings you made as a guest join your account only after you have verified its email
            address: an address alone proves nothing about who typed it.
          </li>
          <li>
            Booked without an account? Contact us with the booking reference and the email you used.
          </li>
          <li>
            If you think we have misused your data, you can complain to the Nigeria Data Protection
            Commission.
          </li>
        </InfoList>
      </InfoSection>

      <InfoSection title="Cookies">
        <p>
          Waka uses cookies only to keep you signed in. There are no advertising or tracking
          cookies.
        </p>
      </InfoSection>

      <InfoSection title="Questions">
        <SupportLine />
      </InfoSection>
    </InfoPage>
  );
}
