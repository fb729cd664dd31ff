import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PreviewPane } from './PreviewPane';
import { usePreviewFrame } from './use-preview-frame';

export interface PreviewPanelProps {
  title: string;
  /** The storefront path of what is shown (`/om-oss`, `/_vev/maler/{id}`). */
  path: string;
  /** The saved version: the preview reloads when it changes. */
  version: number;
  revisionId: string | null;
  /** A line above the frame on what it shows. */
  hint: string;
  /** The way into the designer; none when the item cannot be changed here. */
  edit: { to: string; label: string } | null;
}

/** An editor's live preview (spec 1 §2 'Innhold'): the item as it looks now, and the button into the designer. */
export function PreviewPanel({ title, path, version, revisionId, hint, edit }: PreviewPanelProps) {
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
            {hint}
          </Text>
          {edit && (
            <Button component={Link} to={edit.to} leftSection={<IconPencil size={16} />} variant="light">
              {edit.label}
            </Button>
          )}
        </Group>
        <PreviewPane frame={frame} mode="desktop" title={title} />
      </Stack>
    </Paper>
  );
}
