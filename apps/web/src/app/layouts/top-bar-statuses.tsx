import { SHELL_PARTS } from '../modules';

/** The modules' status parts (sync, focus timer, ...) in a layout's top bar. */
export function TopBarStatuses({ className }: { className: string }) {
  return (
    <div className={className}>
      {SHELL_PARTS.map(({ name, status: Status }) => (
        <Status key={name} placement="top-bar" collapsed={false} />
      ))}
    </div>
  );
}
