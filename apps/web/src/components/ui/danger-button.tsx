import type { ButtonHTMLAttributes } from 'react';
import { buttonShape } from './button';

/*
 * The red buttons of what cannot be undone (delete, cancel a booking), apart
 * from button.tsx so the app shell, which never shows one, does not carry
 * them (the bundle budget, bench/README.md#targets).
 */
const LOOKS = {
  /** The action itself, in a dialog that asked first. */
  solid: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900',
  /** The way into such a dialog: outlined, not filled. */
  outline: 'border border-red-300 bg-white text-red-800 hover:bg-red-50',
} as const;

type DangerButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  look?: keyof typeof LOOKS;
  size?: Parameters<typeof buttonShape>[0];
};

export function DangerButton({
  look = 'solid',
  size,
  className = '',
  type = 'button',
  ...props
}: DangerButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonShape(size)} ${LOOKS[look]} ${className}`.trim()}
      {...props}
    />
  );
}
