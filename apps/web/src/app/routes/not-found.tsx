import House from 'lucide-react/icons/house';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center px-4 py-16 text-center">
      <title>Page not found - Assignd</title>
      <div>
        <p className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-7xl font-extrabold tracking-tight text-transparent sm:text-8xl">
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Oops! Page not found</h1>
        <p className="text-muted-foreground mx-auto mt-3 max-w-md">
          The page you're looking for doesn't exist or may have moved.
        </p>
        <Link to="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          <House aria-hidden="true" className="size-4" />
          Return to Home
        </Link>
      </div>
    </div>
  );
}
