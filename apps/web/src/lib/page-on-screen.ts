const waiting = new Set<() => void>();

/**
 * Follows a link and resolves once the page it leads to is on screen. React
 * Router's declarative navigate() returns at once and applies the page in a
 * transition, after its code has loaded (decision 0015); what must wait for
 * the old page to be gone (signing out of an owner page, whose guard would
 * otherwise send the person to sign in) or keep a form busy until the next
 * page shows, awaits this.
 */
export function pageOnScreen(navigation: () => unknown): Promise<void> {
  let settle = () => {};
  const shown = new Promise<void>((resolve) => waiting.add((settle = resolve)));
  try {
    void navigation();
  } catch (error) {
    waiting.delete(settle);
    throw error;
  }
  return shown;
}

/** Called by the root layout each time a new location is on screen. */
export function notePageOnScreen(): void {
  for (const resolve of waiting) resolve();
  waiting.clear();
}
