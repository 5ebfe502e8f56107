/* What other modules may use of the calendar feed: an assignment's and an event's calendar entry. */
export { assignmentEntry, eventEntry } from './calendar-feed-entries';
