/** Placeholder until the Classes screen lands. */
export function PhoneClassesPage() {
  return (
    <div className="p-4">
      <title>Classes - Assignd</title>
      <h1 className="text-xl font-semibold">Classes</h1>
    </div>
  );
}
