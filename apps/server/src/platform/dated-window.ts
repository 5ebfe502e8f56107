/** A span of time and the most rows read from it, for what goes out to another calendar. */
export interface DatedWindow {
  from: Date;
  to: Date;
  limit: number;
}
