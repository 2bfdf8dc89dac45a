/** A form's failure, read out at once. */
export function FormBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
    >
      {message}
    </div>
  );
}
