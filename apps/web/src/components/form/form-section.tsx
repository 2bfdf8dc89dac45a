import type { ReactNode } from 'react';

/** A form part's heading; also a legend that stands for a section (amenities). */
export const FORM_SECTION_TITLE = 'text-lg font-bold text-slate-900';

/** A part of a form under its own heading: h2 on a page, h3 under a dialog's title. */
export function FormSection({
  title,
  inDialog = false,
  children,
}: {
  title: string;
  inDialog?: boolean;
  children: ReactNode;
}) {
  const Heading = inDialog ? 'h3' : 'h2';
  return (
    <section className="flex min-w-0 flex-col gap-4">
      <Heading className={FORM_SECTION_TITLE}>{title}</Heading>
      {children}
    </section>
  );
}
