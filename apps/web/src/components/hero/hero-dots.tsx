type HeroDotsProps = {
  /** What the dots choose between, for screen readers: "Background photos". */
  label: string;
  count: number;
  active: number;
  onShow: (index: number) => void;
  /** Null when auto-advance is off anyway (reduced motion): no button to press. */
  paused: boolean | null;
  onTogglePause: () => void;
};

/**
 * A hero slideshow's controls: one dot per slide and a pause button, since
 * the slides move on their own (WCAG 2.2.2).
 */
export function HeroDots({ label, count, active, onShow, paused, onTogglePause }: HeroDotsProps) {
  return (
    <div role="group" aria-label={label} className="flex items-center justify-center gap-1">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={`Show slide ${index + 1}`}
          aria-current={index === active ? 'true' : undefined}
          onClick={() => onShow(index)}
          className="group inline-flex size-7 items-center justify-center rounded-full"
        >
          <span
            aria-hidden="true"
            className={`block h-2.5 rounded-full shadow transition-all ${
              index === active ? 'w-6 bg-white' : 'w-2.5 bg-white/60 group-hover:bg-white/90'
            }`}
          />
        </button>
      ))}
      {paused === null ? null : (
        <button
          type="button"
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          onClick={onTogglePause}
          className="ml-2 inline-flex size-7 items-center justify-center rounded-full bg-black/30 text-white hover:bg-black/50"
        >
          <svg viewBox="0 0 16 16" className="size-3.5" fill="currentColor" aria-hidden="true">
            {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2h3v12H4zM9 2h3v12H9z" />}
          </svg>
        </button>
      )}
    </div>
  );
}
