import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PreviewPane } from '../../../../components/preview/PreviewPane';
import { usePreviewFrame } from '../../../../components/preview/use-preview-frame';

export interface ContentTabProps {
  title: string;
  /** The page's storefront path, where the preview loads it. */
  path: string;
  /** The saved version: the preview reloads when it changes. */
  version: number;
  revisionId: string | null;
  designerPath: string;
  readOnly: boolean;
}

/** Innhold (spec 1 §2): the page as it looks now, in the live preview, and the way into the designer. */
export function ContentTab({ title, path, version, revisionId, designerPath, readOnly }: ContentTabProps) {
  const { t } = useTranslation();
  const frame = usePreviewFrame({ path, query: { revision: revisionId }, showControls: false });
  const shownVersion = useRef(version);
  const { reload } = frame;
  useEffect(() => {
    if (shownVersion.current === version) return;
    shownVersion.current = version;
    reload();
  }, [version, reload]);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            {t('editor.content.previewHint')}
          </Text>
          {!readOnly && (
            <Button component={Link} to={designerPath} leftSection={<IconPencil size={16} />} variant="light">
              {t('editor.actions.edit')}
            </Button>
          )}
        </Group>
        <PreviewPane frame={frame} mode="desktop" title={title} />
      </Stack>
    </Paper>
  );
}
