import PlugZap from 'lucide-react/icons/plug-zap';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/hooks/use-online';
import { useConnectionTest } from '../hooks/use-connection-test';

export function ConnectionTestButton({ className }: { className?: string }) {
  const test = useConnectionTest();
  const online = useOnline();
  return (
    <Button
      variant="outline"
      className={className}
      onClick={test.run}
      disabled={test.testing || !online}
    >
      {test.testing ? (
        <Spinner className="size-4" />
      ) : (
        <PlugZap aria-hidden="true" className="size-4" />
      )}
      Test AI Connection
    </Button>
  );
}
