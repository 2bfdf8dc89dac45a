import { CAR_LISTING_PATH } from '@/lib/paths';
import { INFO_PAGES } from '@/lib/info-pages';
import { InfoList, InfoPage, InfoSection, TextLink } from './info-page';

/** /about: what Waka is, in a few lines. */
export function AboutPage() {
  return (
    <InfoPage
      page="about"
      lead="Waka is a booking site for people travelling in Nigeria: hotels across the country and car hire in Abuja, every price in naira."
    >
      <InfoSection title="What you can do on Waka">
        <InfoList>
          <li>
            <TextLink to="/rooms">Find a hotel</TextLink> by city and dates, choose the rooms you
            want and how many of each, and book in minutes, with or without an account.
          </li>
          <li>
            <TextLink to={CAR_LISTING_PATH}>Hire a car</TextLink> in Abuja by the hour, the day or
            the week, with a driver-escort where the car offers one.
          </li>
          <li>Pay online with Paystack, or at the hotel (at pickup, for a car).</li>
          <li>
            Cancel or change dates on your receipt, under{' '}
            <TextLink to={INFO_PAGES.cancellation.path}>one clear policy</TextLink>.
          </li>
          <li>
            Need a flight? Book a Flight on the home page opens a WhatsApp chat with our travel
            team.
          </li>
        </InfoList>
      </InfoSection>

      <InfoSection title="Who lists here">
        <p>
          Hotel and car owners list their own rooms and cars, set their own prices and look after
          their own guests. Own one?{' '}
          <TextLink to={INFO_PAGES.partner.path}>Partner with us</TextLink>.
        </p>
      </InfoSection>

      <InfoSection title="Talk to us">
        <p>
          Questions about a booking, a payment or a refund? Call or WhatsApp us: see{' '}
          <TextLink to={INFO_PAGES.contact.path}>Contact us</TextLink>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
