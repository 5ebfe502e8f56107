/** Placeholder until the Calendar screen lands. */
export function TabletCalendarPage() {
  return (
    <div className="p-4">
      <title>Calendar - Assignd</title>
      <h1 className="text-xl font-semibold">Calendar</h1>
    </div>
  );
}
