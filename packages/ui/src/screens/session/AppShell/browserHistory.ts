/** The browser history as the back arrow needs it (stories and tests pass their own). */
export interface ShellHistory {
  /** An earlier page of the console in this tab. */
  canGoBack(): boolean;
  back(): void;
}

// The Navigation API knows whether this tab has an earlier same-origin entry; where a browser lacks it, the back
// arrow goes to the parent route instead (spec §2.5: "goes back in history, or to the parent route").
export const browserHistory: ShellHistory = {
  canGoBack: () => (typeof navigation === 'undefined' ? false : navigation.canGoBack),
  back: () => window.history.back(),
};
