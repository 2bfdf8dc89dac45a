import { Button } from './button';

type LoadErrorProps = {
  /** What failed to load, in the traveller's words: "We couldn't load hotels." */
  title: string;
  /** The server's message, when it gave one. */
  detail?: string;
  onRetry: () => void;
  retrying?: boolean;
};

/** A failed list load, visible and retryable (docs/product.md#messages), instead of a silent empty list. */
export function LoadError({ title, detail, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center"
    >
      <p className="font-semibold wrap-anywhere text-red-900">{title}</p>
      {detail ? <p className="text-sm wrap-anywhere text-red-800">{detail}</p> : null}
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  );
}
