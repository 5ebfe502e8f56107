/* What other modules may use of events: the dated events other calendars show. */
export { datedEvents } from './dated-events';
