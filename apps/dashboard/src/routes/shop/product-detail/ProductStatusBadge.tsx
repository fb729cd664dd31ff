import { Badge, Group } from '@mantine/core';
import { type ProductStatus, productStatusLabels } from '@vev/shared';
import { useTranslation } from 'react-i18next';

/** Aktiv or Inaktiv, and 'Upubliserte endringer' while a draft waits. */
export function ProductStatusBadge(props: { status: ProductStatus; modified: boolean; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Badge
        variant="light"
        color={props.status === 'active' ? 'teal' : 'gray'}
        tt="none"
        style={props.onClick ? { cursor: 'pointer' } : undefined}
        onClick={props.onClick}
      >
        {productStatusLabels[props.status]}
      </Badge>
      {props.modified && (
        <Badge variant="light" color="orange" tt="none">
          {t('editor.unpublished')}
        </Badge>
      )}
    </Group>
  );
}
