import { DropdownMenu } from 'radix-ui';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import { Link } from 'react-router';
import { useSignOut } from '@/hooks/use-sign-out';
import { SignOutConfirm } from './sign-out-confirm';
import { cn } from '@/lib/cn';
import type { SessionUser } from '@/lib/session';
import { UserInitial } from './user-initial';

const item = cn(
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none',
  'data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
);

export function UserMenu({ user }: { user: SessionUser }) {
  const { signOut, signingOut, question } = useSignOut();
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label="Account menu"
          className="focus-visible:ring-ring focus-visible:ring-offset-background cursor-pointer rounded-full focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          <UserInitial user={user} className="size-9" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="bg-card text-card-foreground animate-fade-in z-50 w-60 rounded-xl border p-1.5 shadow-lg"
          >
            <DropdownMenu.Label className="px-2 py-2">
              <p className="truncate text-sm font-medium">{user.name || user.email}</p>
              {user.name && <p className="text-muted-foreground truncate text-xs">{user.email}</p>}
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="bg-border -mx-1.5 my-1 h-px" />
            <DropdownMenu.Item asChild className={item}>
              <Link to="/settings">
                <Settings aria-hidden="true" className="text-muted-foreground size-4" />
                Settings
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={item}
              disabled={signingOut}
              onSelect={() => void signOut()}
            >
              <LogOut aria-hidden="true" className="text-muted-foreground size-4" />
              Sign Out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <SignOutConfirm question={question} />
    </>
  );
}
