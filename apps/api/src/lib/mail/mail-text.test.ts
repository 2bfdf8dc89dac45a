import { describe, expect, it } from 'vitest';
import { asWritten, composeMail, mailLine, unlinkable, wakaLink } from './mail-text';

/** A greedy linkifier: any whitespace-free run with a scheme, a dotted host or an address. */
const linkShaped = (text: string) =>
  text
    .split(/\s+/)
    .filter((run) => /:\/\/|^www\.\S|[\p{L}\p{N}][.。．｡][^\s\p{N}]|@\S/iu.test(run));

describe('unlinkable', () => {
  it.each([
    'Book at www.evil.example',
    'http://evil.example/pay',
    'HTTPS://EVIL.EXAMPLE',
    'mail pay@evil.example now',
    'evil。example and evil．example',
    'evil.\u2060example',
    'javascript:alert(1)',
    'x.co',
  ])('leaves no link in %s', (text) => {
    expect(linkShaped(unlinkable(text))).toEqual([]);
  });

  it('keeps ordinary writing as it was', () => {
    for (const text of [
      'Dr. A. Bello',
      '12/14 Adeola Odeku St.',
      'Check in at 10:00, 2.5 km away',
      'Wait... ok',
      'Ọ̀kọ́ Suites',
    ])
      expect(unlinkable(text)).toBe(text);
  });

  it('reads the same, a space after each joint', () => {
    expect(unlinkable('Book at www.evil.example or http://a.b')).toBe(
      'Book at www. evil. example or http: //a. b',
    );
  });
});

describe('mailLine and composeMail', () => {
  it('escapes values in the HTML part, unlinks them in both, and links only Waka’s own URLs', () => {
    const mail = composeMail({
      kind: 'test',
      to: 'guest@example.ng',
      subject: mailLine`Your stay at ${'<b>evil.example</b>'}`,
      lines: [
        mailLine`Hotel: ${'<a href="http://evil.example">Win</a>'}`,
        mailLine`Guest: ${asWritten('ada.obi@example.ng')}`,
        mailLine`Your receipt: ${wakaLink('https://waka.ng/booking-receipt?reference=WK-1&email=a%40b.ng')}`,
      ],
    });
    expect(mail.subject).toBe('Your stay at <b>evil. example</b>');
    expect(mail.text).toBe(
      [
        'Hotel: <a href="http: //evil. example">Win</a>',
        'Guest: ada.obi@example.ng',
        'Your receipt: https://waka.ng/booking-receipt?reference=WK-1&email=a%40b.ng',
      ].join('\n'),
    );
    expect(mail.html).toContain(
      '<p>Hotel: &lt;a href=&quot;http: //evil. example&quot;&gt;Win&lt;/a&gt;</p>',
    );
    expect(mail.html).toContain(
      '<a href="https://waka.ng/booking-receipt?reference=WK-1&amp;email=a%40b.ng">https://waka.ng/booking-receipt?reference=WK-1&amp;email=a%40b.ng</a>',
    );
    expect([...mail.html.matchAll(/<a /g)]).toHaveLength(1);
  });
});
