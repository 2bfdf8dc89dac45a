import { INFO_PAGES } from '@/lib/info-pages';
import { InfoList, InfoPage, InfoSection, TextLink } from './info-page';

/** /terms: short marketplace terms, matching the payment and cancellation rules. */
export function TermsPage() {
  return (
    <InfoPage
      page="terms"
      lead="The rules for booking, paying, cancelling and listing on Waka, in plain words."
    >
      <InfoSection title="What Waka is">
        <p>
          Waka is a marketplace. Hotels and car owners list their rooms and cars here, and you book
          them through Waka. Your stay is provided by the hotel and your car hire by the car’s
          owner; their own house rules apply when you check in or pick up.
        </p>
      </InfoSection>

      <InfoSection title="Prices and paying">
        <InfoList>
          <li>
            Prices are in naira. The total on your receipt is what you pay; Waka adds no booking
            fee.
          </li>
          <li>Online payments are taken by Paystack. Waka never sees your card details.</li>
          <li>
            A booking counts as paid only once the money has arrived: a payment Paystack confirms,
            or the hotel (or the car’s owner) confirming the cash or transfer they received.
          </li>
          <li>
            A new booking is held for 30 minutes while you pay or choose to pay at the hotel (at
            pickup, for a car). If neither happens, it expires and the rooms or the car are
            released.
          </li>
          <li>
            Money that reaches us after a hold has expired confirms the booking if the rooms (or the
            car) are still free; otherwise all of it is refunded.
          </li>
        </InfoList>
      </InfoSection>

      <InfoSection title="Cancelling and changing">
        <p>
          You may cancel until check-in (for a car, until pickup). A stay is free to cancel until 48
          hours before check-in, a car hire until 24 hours before pickup; later, part of the price
          is kept, as set out in{' '}
          <TextLink to={INFO_PAGES.cancellation.path}>Cancellation options</TextLink>. Until 48
          hours before check-in you may change a stay’s dates at the same hotel.
        </p>
        <p>
          A hotel or car owner who cancels your booking must give a reason, and you get back
          everything you paid.
        </p>
      </InfoSection>

      <InfoSection title="Your account">
        <p>
          You do not need an account to book. If you have one, keep your password to yourself:
          bookings made while you are signed in are yours. You can download your data or delete your
          account at any time from your account page; see the{' '}
          <TextLink to={INFO_PAGES.privacy.path}>Privacy policy</TextLink>.
        </p>
      </InfoSection>

      <InfoSection title="If you list on Waka">
        <InfoList>
          <li>List only hotels, rooms and cars you are entitled to let.</li>
          <li>Describe them truthfully: photos, prices, amenities, pickup addresses.</li>
          <li>Honour confirmed bookings, and refund in full any booking you cancel.</li>
          <li>
            Record cash and transfers honestly: for money paid to you, your word is what marks a
            booking paid.
          </li>
          <li>Use guests’ details only to look after their bookings.</li>
        </InfoList>
      </InfoSection>

      <InfoSection title="When something goes wrong">
        <p>
          Waka is not the hotel or the car’s owner, and cannot answer for what happens during a stay
          or a hire. We will help you reach them, and put right anything about a booking, a payment
          or a refund made through Waka. Call or WhatsApp us; see{' '}
          <TextLink to={INFO_PAGES.contact.path}>Contact us</TextLink>.
        </p>
      </InfoSection>

      <InfoSection title="The law, and changes">
        <p>
          These terms are governed by the laws of the Federal Republic of Nigeria. If we change
          them, the terms on this page when you book are the ones that apply to that booking.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
