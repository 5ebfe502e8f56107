/* Apart from the dialog so the lazily loaded form can name them without importing its loader. */

/** What Quick Add creates: an assignment (Homework), an exam (Test) or an event. */
export type QuickAddType = 'assignment' | 'exam' | 'event';

/**
 * Where the dialog runs; spec 5 words a few things per device: the phone's missing-title message
 * and failure toast.
 */
export type QuickAddDevice = 'desktop' | 'phone' | 'tablet';

/** An open Quick Add dialog: the date it starts with ('YYYY-MM-DD', local) and its type. */
export type QuickAddState = { date: string; type?: QuickAddType } | null;
