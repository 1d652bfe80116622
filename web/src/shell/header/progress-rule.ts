// The navigation progress bar runs on every route except those containing fee-summary (001 §2.3),
// whose pages show their own progress.
export function showsProgressBar(pathname: string): boolean {
  return !pathname.includes('fee-summary');
}

/** Fast navigations finish before this; showing the bar for them only makes the page flicker. */
export const PROGRESS_BAR_DELAY_MS = 150;
