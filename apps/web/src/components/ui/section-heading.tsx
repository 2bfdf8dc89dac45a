type SectionHeadingProps = { id: string; title: string; intro: string };

/** The centred title and line of text that open a section of a landing page (home, car hire). */
export function SectionHeading({ id, title, intro }: SectionHeadingProps) {
  return (
    <div className="mb-8 flex flex-col items-center gap-2 text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      <p className="max-w-2xl text-slate-600">{intro}</p>
    </div>
  );
}
