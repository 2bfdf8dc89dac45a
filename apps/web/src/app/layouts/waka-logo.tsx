import { Link } from 'react-router';

/** The wordmark, always a way home. */
export function WakaLogo({
  tone,
  onNavigate,
}: {
  tone: 'light' | 'dark';
  onNavigate?: () => void;
}) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className={`inline-flex items-center gap-2 text-2xl font-extrabold tracking-tight ${tone === 'light' ? 'text-white' : 'text-brand-800'}`}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect
          width="32"
          height="32"
          rx="7"
          className={tone === 'light' ? 'fill-white' : 'fill-brand-700'}
        />
        <path
          d="M6 9h3.6l2.4 10 2.6-10h2.8l2.6 10 2.4-10H26l-4.4 15h-3.3L16 15.6 13.7 24h-3.3z"
          className={tone === 'light' ? 'fill-brand-800' : 'fill-white'}
        />
      </svg>
      Waka
    </Link>
  );
}
