import { Paper, Text } from '@mantine/core';
import type { Page } from '@vev/shared';
import { useTranslation } from 'react-i18next';

/** Kataloger: the catalogues the page is in; catalogues arrive with B2B and departments. */
export function CatalogsTab({ page }: { page: Page }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" maw={760}>
      {page.catalogEntries.length === 0 && <Text c="dimmed">{t('editor.catalogs.none')}</Text>}
    </Paper>
  );
}
