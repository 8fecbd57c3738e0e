import { Badge } from '@chakra-ui/react';
import type { Launch } from '../../../../domain/catalogue/launch';
import { localDate } from '../../../../domain/catalogue/launchTiming';
import { STATUS_PALETTE, timingOf } from './launchFormat';
import { useLaunchText } from './useLaunchText';

/** A launch status, in words and colour. */
export function LaunchStatusBadge({ status }: { status: string }) {
  const text = useLaunchText();
  return (
    <Badge variant="subtle" colorPalette={STATUS_PALETTE[status as Launch['status']] ?? 'gray'}>
      {text.status(status)}
    </Badge>
  );
}

/** 'N days overdue', 'Launching today', 'N days to go' or 'Launched on …' (spec §4), from today's date here. */
export function TimingBadge({
  launch,
  today = localDate(),
}: {
  launch: Pick<Launch, 'planned_launch_date' | 'actual_launch_date' | 'status'>;
  today?: string;
}) {
  const text = useLaunchText();
  const timing = timingOf(launch, today);
  if (!timing) return null;
  const { text: label, palette } = text.timing(timing);
  return (
    <Badge variant="outline" colorPalette={palette} data-testid="launch-timing" data-timing={timing.kind}>
      {label}
    </Badge>
  );
}
