import { ActionIcon, Alert, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconPuzzle, IconTemplate } from '@tabler/icons-react';
import type { SectionInstanceRecord } from '@vev/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionDisplay } from './section-display';
import { sectionIcon } from './section-icons';

export interface SectionEditorPanelProps {
  instance: SectionInstanceRecord;
  placedNames: Map<string, string>;
  /** Back to the list; a reusable component's one section has none. */
  onBack?: () => void;
  /** The section's form (generated from its definition). */
  children: ReactNode;
}

/** One section open for editing: its name and type, then its form (or why it is edited elsewhere). */
export function SectionEditorPanel({ instance, placedNames, onBack, children }: SectionEditorPanelProps) {
  const { t } = useTranslation();
  const display = sectionDisplay(instance, placedNames);
  const Icon = sectionIcon(display.icon);
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap">
        {onBack && (
          <ActionIcon variant="subtle" color="gray" aria-label={t('designer.sections.back')} onClick={onBack}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        )}
        <Icon size={20} stroke={1.6} aria-hidden />
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate="end">
            {display.title}
          </Text>
          {/* The internal name (`hero1`) is a detail for whoever needs it, not the section's name. */}
          <Tooltip label={t('designer.sections.internalName', { name: instance.name })} openDelay={400}>
            <Text size="xs" c="dimmed" w="fit-content">
              {display.typeLabel}
            </Text>
          </Tooltip>
        </Stack>
      </Group>
      {instance.template ? (
        <Alert color="violet" variant="light" icon={<IconTemplate size={18} />}>
          <Text size="sm">{t('designer.sections.partialText', { name: display.title })}</Text>
          <Button mt="sm" size="xs" variant="white" component={Link} to={`/designer/maler/${instance.template.ref}`}>
            {t('designer.sections.openPartial')}
          </Button>
        </Alert>
      ) : instance.componentRef ? (
        <Alert color="violet" variant="light" icon={<IconPuzzle size={18} />}>
          <Text size="sm">{t('designer.sections.placedText', { name: display.title })}</Text>
          <Button
            mt="sm"
            size="xs"
            variant="white"
            component={Link}
            to={`/designer/komponenter/${instance.componentRef.ref}`}
          >
            {t('designer.sections.openComponent')}
          </Button>
        </Alert>
      ) : (
        children
      )}
    </Stack>
  );
}
