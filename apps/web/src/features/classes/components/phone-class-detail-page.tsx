/** Placeholder until the Class screen lands. */
export function PhoneClassDetailPage() {
  return (
    <div className="p-4">
      <title>Class - Assignd</title>
      <h1 className="text-xl font-semibold">Class</h1>
    </div>
  );
}
