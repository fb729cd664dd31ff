import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { findSectionDefinition } from '@vev/sections';
import type { SectionInstanceRecord, Template } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { sectionAreas, sectionsByArea } from './sections-by-area';

/** The template's sections in brief, by area (Topp, Hovedinnhold, Bunn); a sub-template has one list. */
export function TemplateSections({ template }: { template: Template }) {
  const { t } = useTranslation();
  const sections = template.components as SectionInstanceRecord[];
  const areas = sectionsByArea(sections);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('templates.editor.sections')}
        </Title>
        {template.partial ? (
          <SectionItems sections={sections} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {sectionAreas.map((area) => (
              <Stack key={area} gap={6} component="section" aria-labelledby={`template-area-${area}`}>
                <Text size="sm" fw={600} id={`template-area-${area}`}>
                  {t(`templates.editor.areas.${area}`)}
                </Text>
                <SectionItems sections={areas[area]} />
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

function SectionItems({ sections }: { sections: SectionInstanceRecord[] }) {
  const { t } = useTranslation();
  if (sections.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('templates.editor.noSections')}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4}>
      {sections.map((section) => (
        <List.Item key={section.name}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{findSectionDefinition(section.component)?.label ?? section.component}</Text>
            {section.componentRef && (
              <Badge size="xs" variant="light" tt="none">
                {t('templates.editor.reusableComponent')}
              </Badge>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
