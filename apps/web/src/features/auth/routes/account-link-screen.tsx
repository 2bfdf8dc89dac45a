import { useLocation } from 'react-router';
import { ForgotPasswordRoute } from './forgot-password-route';
import { ResetPasswordRoute } from './reset-password-route';
import { VerifyEmailRoute } from './verify-email-route';

/*
 * The banner that leads to these pages rides in their chunk: the layout loads
 * it from here, so the home page's first JavaScript names one chunk more, not
 * two (bench/README.md#targets).
 */
export { VerifyEmailBanner } from '../components/verify-email-banner';

/**
 * /forgot-password, /reset-password and /verify-email (docs/decisions/0025)
 * as one lazy screen: one chunk, and one entry in the route table the home
 * page loads first, where three would have cost its budget
 * (bench/README.md#targets) for pages a person opens once in a while.
 */
export function AccountLinkScreen() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/forgot-password')) return <ForgotPasswordRoute />;
  if (pathname.startsWith('/reset-password')) return <ResetPasswordRoute />;
  return <VerifyEmailRoute />;
}
