import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Media, type MediaReference, searchDebounceMs } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadedMedia, useMediaSearch } from '../../hooks/api/media';
import { PermissionGate } from '../PermissionGate';
import { MediaFilters, type MediaFilterValues } from './MediaFilters';
import { MediaGrid } from './MediaGrid';
import { toMediaReference } from './media-reference';
import { UploadPanel } from './upload/UploadPanel';

export interface MediaLibraryModalProps {
  opened: boolean;
  onClose: () => void;
  /** The chosen files, in the order they were chosen. */
  onSelect: (references: MediaReference[]) => void;
  /** Several files at once, for fields that take a list (galleries). */
  multiple?: boolean;
  /** Any accepted file; without it, images only (spec 1 §5 'Media'). */
  fileMode?: boolean;
}

/** The media library every image and file field opens: search, tags, upload in place, and a required choice. */
export function MediaLibraryModal(props: MediaLibraryModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('media.picker.title')}
      size="72rem"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <MediaPicker {...props} />
    </Modal>
  );
}

function MediaPicker({ onClose, onSelect, multiple = false, fileMode = false }: MediaLibraryModalProps) {
  const { t } = useTranslation();
  const fileType = fileMode ? undefined : 'image';
  const [filters, setFilters] = useState<MediaFilterValues>({ search: '', tags: [], fileType: null });
  const [text] = useDebouncedValue(filters.search.trim(), searchDebounceMs);
  const files = useMediaSearch({
    text,
    tags: filters.tags,
    fileType: fileType ?? filters.fileType ?? undefined,
    publicOnly: true,
  });
  const loaded = useLoadedMedia(files);
  const [chosen, setChosen] = useState<Media[]>([]);
  const choose = (media: Media) =>
    setChosen((current) => {
      if (current.some((entry) => entry._id === media._id)) return current.filter((entry) => entry._id !== media._id);
      return multiple ? [...current, media] : [media];
    });

  return (
    <Stack gap="md">
      <MediaFilters
        values={filters}
        onChange={(changes) => setFilters((current) => ({ ...current, ...changes }))}
        withFileType={fileMode}
        loaded={loaded}
      />
      <PermissionGate level="contributor">
        <UploadPanel
          fileType={fileType}
          onUploaded={(media) => setChosen((current) => (multiple ? [...current, media] : [media]))}
        />
      </PermissionGate>
      <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars>
        <MediaGrid
          query={files}
          filterText={text || filters.tags.join(', ')}
          selected={new Set(chosen.map((media) => media._id))}
          mode="pick"
          onClick={choose}
        />
      </ScrollArea.Autosize>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {chosen.length > 0
            ? t('media.picker.selected', { count: chosen.length })
            : fileMode
              ? t('media.picker.noneSelectedFile')
              : t('media.picker.noneSelected')}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={chosen.length === 0}
            onClick={() => {
              onSelect(chosen.map(toMediaReference));
              onClose();
            }}
          >
            {fileMode ? t('media.picker.addFiles') : t('media.picker.addImages')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
