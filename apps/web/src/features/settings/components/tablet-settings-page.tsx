/** Placeholder until the Settings screen lands. */
export function TabletSettingsPage() {
  return (
    <div className="p-4">
      <title>Settings - Assignd</title>
      <h1 className="text-xl font-semibold">Settings</h1>
    </div>
  );
}
