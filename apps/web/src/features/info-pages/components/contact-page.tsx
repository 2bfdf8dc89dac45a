import { phoneNumberText, telHref, whatsAppHref } from '@waka/shared/support/support-line';
import { Spinner } from '@/components/ui/spinner';
import { INFO_PAGES } from '@/lib/info-pages';
import { useSupportContacts } from '@/lib/support-contacts';
import { InfoPage, InfoSection, TextLink } from './info-page';

const card = 'flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
const value =
  'text-lg font-semibold break-words text-brand-800 underline underline-offset-4 hover:text-brand-900';

/** /contact: the support phone, WhatsApp and email, and what to have ready. */
export function ContactPage() {
  const contacts = useSupportContacts();
  return (
    <InfoPage
      page="contact"
      lead="Talk to a person at Waka about a booking, a payment or a refund."
    >
      <InfoSection title="Reach us">
        {contacts.data ? (
          <ul className="grid gap-4 sm:grid-cols-3">
            <li className={card}>
              <span className="text-sm text-slate-600">Call</span>
              <a href={telHref(contacts.data.phone)} className={value}>
                {phoneNumberText(contacts.data.phone)}
              </a>
            </li>
            <li className={card}>
              <span className="text-sm text-slate-600">WhatsApp</span>
              <a
                href={whatsAppHref(contacts.data.whatsapp)}
                target="_blank"
                rel="noopener noreferrer"
                className={value}
              >
                {phoneNumberText(contacts.data.whatsapp)}
              </a>
            </li>
            <li className={card}>
              <span className="text-sm text-slate-600">Email</span>
              <a href={`mailto:${contacts.data.email}`} className={value}>
                {contacts.data.email}
              </a>
            </li>
          </ul>
        ) : contacts.isError ? (
          <p>We couldn’t load our numbers just now. Reload the page to try again.</p>
        ) : (
          <Spinner label="Loading our numbers..." />
        )}
        <p>Our emails come from the same address, so you can also reply to any of them.</p>
      </InfoSection>

      <InfoSection title="Have these ready">
        <p>
          Your booking reference (<strong>WK-…</strong> for a stay, <strong>WC-…</strong> for a car
          hire) and the email you booked with. They let us find your booking quickly, and only you
          should have both.
        </p>
        <p>
          A question for the hotel itself, such as directions or an early check-in? Its phone number
          is on your receipt.
        </p>
      </InfoSection>

      <InfoSection title="Answers without waiting">
        <p>
          Finding a booking, paying, cancelling and car hire are explained in the{' '}
          <TextLink to={INFO_PAGES.help.path}>Help centre</TextLink>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
