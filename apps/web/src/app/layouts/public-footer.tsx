import { Logo } from '@/components/brand/logo';
import { PlainLink } from '@/components/plain-link';

const LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/support', label: 'Support' },
  { to: '/support#request-a-feature', label: 'Request a Feature' },
] as const;

export function PublicFooter() {
  return (
    <footer className="bg-surface border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="grid gap-2">
          <Logo />
          <p className="text-muted-foreground text-sm">
            © {new Date().getFullYear()} Assignd. All rights reserved.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
            {LINKS.map((link) => (
              <li key={link.to}>
                <PlainLink
                  to={link.to}
                  className="text-muted-foreground hover:text-foreground focus-visible:ring-ring rounded focus-visible:ring-2 focus-visible:outline-none"
                >
                  {link.label}
                </PlainLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
