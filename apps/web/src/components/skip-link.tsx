/** The first stop for the Tab key on every layout: straight past the navigation to the page. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="bg-primary text-primary-foreground sr-only z-50 rounded-md px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}
