/** Placeholder until the Settings screen lands. */
export function AccountSettingsPage() {
  return (
    <div className="p-4">
      <title>Settings - Assignd</title>
      <h1 className="text-xl font-semibold">Settings</h1>
    </div>
  );
}
