/** Placeholder until the Assignments screen lands. */
export function PhoneAssignmentsPage() {
  return (
    <div className="p-4">
      <title>Assignments - Assignd</title>
      <h1 className="text-xl font-semibold">Assignments</h1>
    </div>
  );
}
