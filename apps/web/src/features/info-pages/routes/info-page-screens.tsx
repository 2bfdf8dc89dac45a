import type { ComponentType } from 'react';
import type { InfoPageName } from '@/lib/info-pages';
import { AboutPage } from '../components/about-page';
import { CancellationOptionsPage } from '../components/cancellation-options-page';
import { ContactPage } from '../components/contact-page';
import { HelpPage } from '../components/help-page';
import { PartnerPage } from '../components/partner-page';
import { PrivacyPage } from '../components/privacy-page';
import { TermsPage } from '../components/terms-page';

/**
 * The footer's pages by name, one chunk for all seven: they are short, and
 * one chunk keeps the route table (in every page's first load) to one import.
 */
export const INFO_PAGE_SCREENS: Record<InfoPageName, ComponentType> = {
  about: AboutPage,
  partner: PartnerPage,
  help: HelpPage,
  contact: ContactPage,
  cancellation: CancellationOptionsPage,
  terms: TermsPage,
  privacy: PrivacyPage,
};
