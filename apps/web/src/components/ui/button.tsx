import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'plain';
type Size = 'md' | 'lg' | 'field';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
  secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
  /** On a photo or a dark band. */
  inverse: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50',
  /** Beside a form's main action: Cancel, No. */
  plain: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
};
const sizes: Record<Size, string> = {
  md: 'min-h-10 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-3 text-base',
  /** A form's actions: as tall as the fields above them. */
  field: 'min-h-11 px-6 py-2 text-base',
};

type Look = { variant?: Variant; size?: Size };

/** A button's shape without its colours, for the buttons kept out of the app shell (danger-button.tsx). */
export const buttonShape = (size: Size = 'md') => `${base} ${sizes[size]}`;

/** The class list of a button, for the rare element that is neither of the two below. */
export function buttonClasses({ variant = 'primary', size = 'md' }: Look = {}, extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look;

/** An action on this page. */
export function Button({ variant, size, className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...props} />;
}

type ButtonLinkProps = LinkProps & Look;

/** A way to another page that looks like a button (a link to screen readers, as it should be). */
export function ButtonLink({ variant, size, className = '', ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size }, className)} {...props} />;
}
