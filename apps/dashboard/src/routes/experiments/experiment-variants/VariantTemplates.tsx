/**
 * The templates a variant changes (spec 3 'Experiment': a variant's data.templates), each by name
 * with its way into the designer, as the tested page has its own.
 */
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { templateHooks } from '../../../hooks/api/templates';
import { templateDesignerPath } from '../../settings/template-detail/paths';

export function VariantTemplates({ templates }: { templates: readonly { reference: string }[] }) {
  return templates.map(({ reference }) => <VariantTemplate key={reference} id={reference} />);
}

function VariantTemplate({ id }: { id: string }) {
  const { t } = useTranslation();
  const template = templateHooks.useOne(id);
  const name = template.data?.name ?? (template.isError ? t('experiments.variants.templateMissing') : '…');
  return (
    <Text size="sm">
      {t('experiments.variants.template')}{' '}
      <Anchor component={Link} to={templateDesignerPath(id)} size="sm">
        {name}
      </Anchor>
    </Text>
  );
}
