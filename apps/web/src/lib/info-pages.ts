/*
 * The footer's short pages (features/info-pages): help, contact, the terms,
 * privacy, cancellation options, partnering and about. Their addresses and
 * names in one place, for the footer, the route table and the pages' own
 * "More from Waka" list.
 */
export const INFO_PAGES = {
  about: { path: '/about', title: 'About Waka' },
  partner: { path: '/partner-with-us', title: 'Partner with us' },
  help: { path: '/help', title: 'Help centre' },
  contact: { path: '/contact', title: 'Contact us' },
  cancellation: { path: '/cancellation-options', title: 'Cancellation options' },
  terms: { path: '/terms', title: 'Terms of service' },
  privacy: { path: '/privacy', title: 'Privacy policy' },
} as const;

export type InfoPageName = keyof typeof INFO_PAGES;
