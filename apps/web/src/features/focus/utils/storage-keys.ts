/** Where the focus timer keeps its state in localStorage (read by the store and the shell). */
export const FOCUS_STORAGE = {
  timer: 'assignd.focus.timer',
  session: 'assignd.focus.session',
  pending: 'assignd.focus.pending',
} as const;
