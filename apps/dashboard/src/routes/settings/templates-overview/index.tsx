import { SimpleGrid, Stack, Title } from '@mantine/core';
import { IconLayoutList, IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkCard } from '../settings-overview/LinkCard';
import { templateListPath, templateUsagePath } from '../template-detail/paths';

/** /innstillinger/maler: the way to the templates and to which template each page type uses (spec 2 §2). */
export function TemplatesOverviewScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Title order={1}>{t('templates.overview.title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <LinkCard
          id="templates-list"
          to={templateListPath}
          icon={IconTemplate}
          title={t('templates.overview.list.title')}
          text={t('templates.overview.list.text')}
        />
        <LinkCard
          id="templates-usage"
          to={templateUsagePath}
          icon={IconLayoutList}
          title={t('templates.overview.usage.title')}
          text={t('templates.overview.usage.text')}
        />
      </SimpleGrid>
    </Stack>
  );
}

export { TemplatesOverviewScreen as Component };
