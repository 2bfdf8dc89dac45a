import type { OutgoingMail } from './mail-outbox-repository';

/*
 * How every mail Waka sends is written (docs/decisions/0016). A line is a
 * template: its own words are Waka's, and every value put into it is taken as
 * someone's writing (a hotel's name, an address, a guest's requests), so it is
 * escaped in the HTML part and written so that no mail client turns it into a
 * link, in either part. Waka's own links are marked with wakaLink().
 */

const LINK = Symbol('Waka’s own link');
const AS_WRITTEN = Symbol('contact detail');

/** A URL Waka built from its own public address: a link in both parts. */
export type WakaLink = { readonly [LINK]: string };
export const wakaLink = (url: string): WakaLink => ({ [LINK]: url });

/**
 * A checked contact detail the reader needs exactly as written (the guest's
 * email address in the owner's notice, so the owner can write back).
 */
export type AsWritten = { readonly [AS_WRITTEN]: string };
export const asWritten = (value: string): AsWritten => ({ [AS_WRITTEN]: value });

export type MailValue = string | number | WakaLink | AsWritten;
export type MailLine = { readonly text: string; readonly html: string };

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/*
 * A link in plain text needs a scheme (`http:`), a dotted host (`evil.example`)
 * or an address (`me@evil.example`); a space ends it in every linkifier. So a
 * space goes after a dot that runs straight into more text (not a digit, as in
 * 2.5, nor another dot), after an `@` that does, and after a `:` that does (not
 * a digit, as in 10:00). The ideographic and full-width dots count: browsers
 * read them as dots in a host. Invisible characters would not do: a linkifier
 * may keep them in the link, and a browser drops U+200B and U+2060 from a host.
 */
const LINK_JOINTS = /([.。．｡](?=[^\s\p{N}.。．｡])|[@＠](?=\S)|:(?=[^\s\p{N}]))/gu;

/** Someone's writing as Waka writes it into mail: the same words, never a link. */
export function unlinkable(text: string): string {
  return text.replace(LINK_JOINTS, '$1 ');
}

function render(value: MailValue): MailLine {
  if (typeof value === 'object' && LINK in value) {
    const url = value[LINK];
    return { text: url, html: `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` };
  }
  if (typeof value === 'object')
    return { text: value[AS_WRITTEN], html: escapeHtml(value[AS_WRITTEN]) };
  const text = unlinkable(String(value));
  return { text, html: escapeHtml(text) };
}

/** One line (one paragraph in the HTML part) of a mail: mailLine`Hotel: ${hotelName}`. */
export function mailLine(words: TemplateStringsArray, ...values: MailValue[]): MailLine {
  let text = words[0]!;
  let html = escapeHtml(words[0]!);
  values.forEach((value, i) => {
    const part = render(value);
    text += part.text + words[i + 1]!;
    html += part.html + escapeHtml(words[i + 1]!);
  });
  return { text, html };
}

/** A whole mail from its lines: the text part one line each, the HTML part one paragraph each. */
export function composeMail(mail: {
  kind: string;
  to: string;
  subject: MailLine;
  lines: MailLine[];
}): OutgoingMail {
  const paragraphs = mail.lines.map((line) => `<p>${line.html}</p>`).join('\n');
  return {
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject.text,
    text: mail.lines.map((line) => line.text).join('\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs}</body></html>`,
  };
}
