/** A form's failure, read out at once; nothing when there is none. */
export function FormBanner({
  message,
  className = '',
}: {
  message: string | null;
  className?: string;
}) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className={`rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium break-words text-red-800 ${className}`.trim()}
    >
      {message}
    </div>
  );
}
