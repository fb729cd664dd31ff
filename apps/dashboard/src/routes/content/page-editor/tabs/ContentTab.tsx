import { Badge, Button, Group, Image, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { PageDocument } from '@vev/shared';
import { sectionPreviewTitle } from '@vev/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Innhold: the page as it reads now, and the way into the visual designer. */
export function ContentTab({ designerPath, readOnly }: { designerPath: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const document = useWatch<PageDocument>() as PageDocument;
  const sections = document.components ?? [];
  return (
    <Paper withBorder radius="md" p="xl" maw={860}>
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Title order={2}>{document.title}</Title>
          {!readOnly && (
            <Button component={Link} to={designerPath} leftSection={<IconPencil size={16} />} variant="light">
              {t('editor.actions.edit')}
            </Button>
          )}
        </Group>
        {document.featuredImage?.url && (
          <Image src={document.featuredImage.url} alt={document.featuredImage.alt} radius="sm" mah={320} fit="cover" />
        )}
        {document.preamble && (
          <Text size="lg" c="dimmed">
            {document.preamble}
          </Text>
        )}
        <Text fw={600} size="sm">
          {t('editor.content.sections')}
        </Text>
        {sections.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('editor.content.noSections')}
          </Text>
        ) : (
          <List size="sm">
            {sections.map((section, index) => (
              <List.Item key={String(section._id ?? index)}>
                {sectionPreviewTitle(String(section.name ?? section.component ?? ''))}{' '}
                <Badge size="xs" variant="light">
                  {String(section.component ?? '')}
                </Badge>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
