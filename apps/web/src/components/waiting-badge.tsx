import CloudOff from 'lucide-react/icons/cloud-off';
import { Badge } from '@/components/ui/badge';

/** A change made offline (of a row, the schedule) that has not reached the server yet. */
export function WaitingBadge() {
  return (
    <Badge variant="secondary">
      <CloudOff aria-hidden="true" className="size-3" />
      Waiting to sync
    </Badge>
  );
}
