import { ActionIcon, Badge, Group, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconMaximize, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewMode } from '../../../components/preview/preview-mode';

export interface DesignerTopBarProps {
  title: string;
  /** What is being designed: 'Side', 'Mal', 'Komponent' … */
  kind: string;
  modified: boolean;
  badges?: ReactNode;
  mode: PreviewMode;
  onModeChange: (mode: PreviewMode) => void;
  onClose: () => void;
  /** The publish / discard / revisions bar. */
  actions: ReactNode;
}

export function DesignerTopBar(props: DesignerTopBarProps) {
  const { t } = useTranslation();
  const modes: { value: PreviewMode; label: string; icon: ReactNode }[] = [
    { value: 'mobile', label: t('designer.modes.mobile'), icon: <IconDeviceMobile size={16} /> },
    { value: 'desktop', label: t('designer.modes.desktop'), icon: <IconDeviceDesktop size={16} /> },
    { value: 'full', label: t('designer.modes.full'), icon: <IconMaximize size={16} /> },
  ];
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Tooltip label={t('designer.closeHint')} openDelay={600}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('common.close')} onClick={props.onClose}>
            <IconX size={20} />
          </ActionIcon>
        </Tooltip>
        <Stack gap={0} miw={0}>
          <Text size="xs" c="dimmed">
            {props.kind}
          </Text>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text fw={700} truncate="end">
              {props.title}
            </Text>
            {props.badges}
            {props.modified && (
              <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
                {t('editor.unpublished')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      <SegmentedControl
        size="xs"
        aria-label={t('designer.modes.label')}
        value={props.mode}
        onChange={(value) => props.onModeChange(value as PreviewMode)}
        data={modes.map((mode) => ({
          value: mode.value,
          label: (
            <Group gap={6} wrap="nowrap" justify="center">
              {mode.icon}
              <span>{mode.label}</span>
            </Group>
          ),
        }))}
      />
      <Group gap="xs" wrap="nowrap">
        {props.actions}
      </Group>
    </Group>
  );
}
