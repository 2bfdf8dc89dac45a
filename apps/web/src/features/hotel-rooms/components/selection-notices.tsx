type SelectionNoticesProps = { notices: string[]; onDismiss: () => void };

/**
 * What changed in the selection when the dates did (a room gone, a quantity
 * lowered). A polite live region, always in the page, so a screen reader
 * hears the sentences when they appear.
 */
export function SelectionNotices({ notices, onDismiss }: SelectionNoticesProps) {
  return (
    <div role="status" aria-live="polite">
      {notices.length > 0 ? (
        <div className="flex items-start justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <div>
            <p className="font-semibold">Your selection changed for the new dates</p>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
          </div>
          <button
            type="button"
            onClick={onDismiss}
            className="min-h-10 shrink-0 rounded-lg px-2 text-sm font-semibold underline-offset-4 hover:underline"
          >
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
