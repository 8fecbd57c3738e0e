import { Button } from '@chakra-ui/react';
import { Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RecordedFlow } from '../../domain/workflows/flowStats';
import { workflowRecordPath } from '../lib/recordPaths';
import { useAppAbility } from '../lib/session/SessionProvider';

/**
 * "Show on chart": the workflow studio's chart of the record's machine with the record's path on
 * it. The studio is an analytics screen (read on Analytics): without it, no link to a refusal.
 */
export function ShowOnChartLink({ machine, record }: { machine: RecordedFlow; record: number }) {
  const { t } = useTranslation();
  const mayOpen = useAppAbility()?.can('read', 'Analytics') ?? false;
  if (!mayOpen) return null;
  return (
    <Button asChild variant="outline" data-testid="show-on-chart">
      <Link to={workflowRecordPath(machine, record)}>
        <Workflow aria-hidden />
        {t('workflows.showOnChart')}
      </Link>
    </Button>
  );
}
