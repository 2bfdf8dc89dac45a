import { ButtonLink } from '@/components/ui/button';
import { INFO_PAGES } from '@/lib/info-pages';
import { InfoList, InfoPage, InfoSection, TextLink } from './info-page';

const SIGN_UP_AS_OWNER = '/sign-up?owner=1';

/** /partner-with-us: how a hotel or car owner signs up and lists. */
export function PartnerPage() {
  return (
    <InfoPage
      page="partner"
      lead="List your hotel or your cars on Waka and take bookings from travellers across Nigeria."
    >
      <InfoSection title="Start in four steps">
        <ol className="flex list-decimal flex-col gap-2 pl-5 marker:font-semibold marker:text-brand-700">
          <li>
            <TextLink to={SIGN_UP_AS_OWNER}>Sign up</TextLink> and tick “I want to list my
            property”. Your account opens the owner area.
          </li>
          <li>
            Register your hotel: its name, address, contact phone, description, amenities and a
            photo.
          </li>
          <li>
            Add its room types: the price a night, any discount, how many rooms of the type, and
            photos. Guests can book them straight away.
          </li>
          <li>
            Renting out cars in Abuja? Register each car with its hourly, daily and weekly rates,
            its pickup address and a photo.
          </li>
        </ol>
        <div>
          <ButtonLink to={SIGN_UP_AS_OWNER} size="lg">
            Sign up as an owner
          </ButtonLink>
        </div>
      </InfoSection>

      <InfoSection title="Running your listings">
        <InfoList>
          <li>See every booking with the guest’s details, dates and where the payment stands.</li>
          <li>Confirm cash or transfers you received, and mark guests who never came.</li>
          <li>
            Cancel a booking when you must, with a reason the guest reads; they get back everything
            they paid.
          </li>
          <li>Follow your revenue and how full your rooms are on the dashboard.</li>
          <li>Edit or retire a hotel, a room type or a car; past bookings keep them.</li>
        </InfoList>
      </InfoSection>

      <InfoSection title="How guests pay you">
        <p>
          Guests pay online with Paystack, or choose to pay at the hotel (at pickup, for a car).
          Cancellations follow one policy for everyone, set out in{' '}
          <TextLink to={INFO_PAGES.cancellation.path}>Cancellation options</TextLink>; the{' '}
          <TextLink to={INFO_PAGES.terms.path}>Terms of service</TextLink> say what we ask of
          owners.
        </p>
        <p>
          Questions before you start? <TextLink to={INFO_PAGES.contact.path}>Contact us</TextLink>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
