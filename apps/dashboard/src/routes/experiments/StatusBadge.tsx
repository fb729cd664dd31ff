import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {t(active ? 'experiments.status.active' : 'experiments.status.inactive')}
    </Badge>
  );
}
