// One visible keyboard-focus style for every interactive element of the shell (WCAG 2.4.7 Focus Visible).
// focus-visible keeps the ring off mouse clicks while keyboard users always see where they are.
export const FOCUS_RING =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400";
