import { phoneNumberText, telHref, whatsAppHref } from '@waka/shared/support/support-line';
import { useSupportContacts } from '@/lib/support-contacts';

type SupportLineProps = {
  /** Light words on the dark footer, or dark ones on a page. */
  tone?: 'page' | 'footer';
  className?: string;
};

/**
 * "Need help? Call … or WhatsApp …" (docs/decisions/0027-the-support-line.md),
 * each number a link: a call from a phone, a chat on WhatsApp. Until the
 * numbers arrive it holds its line's height, so nothing below it moves.
 */
export function SupportLine({ tone = 'page', className = '' }: SupportLineProps) {
  const contacts = useSupportContacts();
  const link =
    tone === 'footer'
      ? 'font-semibold text-white underline underline-offset-4 hover:text-brand-100'
      : 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';
  const words = tone === 'footer' ? 'text-brand-100' : 'text-slate-700';
  if (!contacts.data) return <p className={`min-h-6 ${className}`} aria-hidden="true" />;
  const { phone, whatsapp } = contacts.data;
  return (
    <p data-testid="support-line" className={`min-h-6 ${words} ${className}`}>
      <span className={tone === 'footer' ? 'font-semibold text-white' : 'font-semibold'}>
        Need help?
      </span>{' '}
      Call{' '}
      <a href={telHref(phone)} className={`${link} whitespace-nowrap`}>
        {phoneNumberText(phone)}
      </a>{' '}
      or WhatsApp{' '}
      <a
        href={whatsAppHref(whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${link} whitespace-nowrap`}
      >
        {phoneNumberText(whatsapp)}
      </a>
      .
    </p>
  );
}
