import { format } from 'date-fns';

/** When a device was added, as 'Nov 24, 2026'. */
export const formatAddedDate = (iso: string) => format(new Date(iso), 'MMM d, yyyy');
