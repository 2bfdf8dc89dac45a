import { needHelpWords, type SupportNumbers } from '@waka/shared/support/support-line';
import { mailLine, wakaLink, type MailLine } from './mail-text';

/*
 * The lines under every mail Waka sends (docs/decisions/0027-the-support-line.md):
 * whom to call, and where Waka says what it keeps about the reader. Added
 * as a message leaves the outbox, the one door every mail goes through, so
 * no mail written now or later can go without them.
 */

/** The footer's lines, built once from the configuration. */
export function supportFooter(support: SupportNumbers, publicUrl: string): MailLine[] {
  return [
    mailLine`${needHelpWords(support)}`,
    mailLine`What Waka keeps about you, and why: ${wakaLink(`${publicUrl}/privacy`)}`,
  ];
}

/** A mail's two parts with the footer under them: after a blank line, and under a rule. */
export function withFooter(
  mail: { text: string; html: string },
  footer: MailLine[],
): { text: string; html: string } {
  const text = `${mail.text}\n\n${footer.map((line) => line.text).join('\n')}`;
  const block =
    '<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px">' +
    `<p style="color:#555;font-size:13px">${footer.map((line) => line.html).join('<br>')}</p>`;
  const end = mail.html.lastIndexOf('</body>');
  const html =
    end === -1
      ? `${mail.html}${block}`
      : `${mail.html.slice(0, end)}${block}${mail.html.slice(end)}`;
  return { text, html };
}
