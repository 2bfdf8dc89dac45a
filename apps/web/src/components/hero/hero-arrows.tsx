type HeroArrowProps = {
  direction: 'previous' | 'next';
  onClick: () => void;
  /** What it moves, when a page has more than one slideshow: "Previous car". */
  label?: string;
  className?: string;
};

const CHEVRONS = { previous: 'M12.5 4 6.5 10l6 6', next: 'M7.5 4l6 6-6 6' } as const;

/** A hero slideshow's previous or next arrow: a round button over the photo, 44 px to touch. */
export function HeroArrow({ direction, onClick, label, className = '' }: HeroArrowProps) {
  return (
    <button
      type="button"
      aria-label={label ?? (direction === 'previous' ? 'Previous slide' : 'Next slide')}
      onClick={onClick}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-black/35 text-white ring-1 ring-white/40 backdrop-blur-sm transition-colors hover:bg-black/55 ${className}`}
    >
      <svg
        viewBox="0 0 20 20"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={CHEVRONS[direction]} />
      </svg>
    </button>
  );
}
