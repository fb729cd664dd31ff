import { Button, Group, Stack, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { gateAllows } from '@vev/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaFilters } from '../../../components/media-library/MediaFilters';
import { MediaGrid } from '../../../components/media-library/MediaGrid';
import { UploadPanel } from '../../../components/media-library/upload/UploadPanel';
import { PermissionGate } from '../../../components/PermissionGate';
import { useLoadedMedia, useMediaSearch } from '../../../hooks/api/media';
import { usePermission } from '../../../hooks/api/sites';
import { BulkActions } from './BulkActions';
import { MediaDetailDrawer } from './MediaDetailDrawer';
import { useMediaDeletion } from './use-media-deletion';
import { useMediaFilters } from './use-media-filters';
import { useOpenFile } from './use-open-file';
import { useSelection } from './use-selection';

/** /innhold/filer: the media library (spec 1 §5 'Media', spec 3 §7). Contributors upload and edit, admins delete. */
export function MediaLibraryScreen() {
  const { t } = useTranslation();
  const filters = useMediaFilters();
  const files = useMediaSearch(filters.filter);
  const loaded = useLoadedMedia(files);
  const selection = useSelection();
  const openFile = useOpenFile();
  const deletion = useMediaDeletion();
  const canDelete = gateAllows('admin', usePermission());
  const openPicker = useRef<(() => void) | null>(null);
  const selected = loaded.filter((media) => selection.ids.has(media._id));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('media.title')}</Title>
        <PermissionGate level="contributor">
          <Button leftSection={<IconUpload size={16} />} onClick={() => openPicker.current?.()}>
            {t('media.upload.button')}
          </Button>
        </PermissionGate>
      </Group>
      <PermissionGate level="contributor">
        <UploadPanel openRef={openPicker} />
      </PermissionGate>
      <MediaFilters values={filters.values} onChange={filters.onChange} withFileType loaded={loaded} />
      {canDelete && selected.length > 0 && (
        <BulkActions
          selected={selected}
          loaded={loaded}
          onSelectAll={() => selection.set(loaded.map((media) => media._id))}
          onClear={selection.clear}
          busy={deletion.busy}
          onDelete={async () => {
            if ((await deletion.removeMany(selected)).length > 0) selection.clear();
          }}
        />
      )}
      <MediaGrid
        query={files}
        filterText={filters.filterText}
        selected={selection.ids}
        mode="open"
        onClick={(media) => openFile.open(media._id)}
        onToggle={canDelete ? (media) => selection.toggle(media._id) : undefined}
      />
      <MediaDetailDrawer id={openFile.id} onClose={openFile.close} />
    </Stack>
  );
}

export { MediaLibraryScreen as Component };
