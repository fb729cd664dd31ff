import { Alert, Center, Drawer, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMedia } from '../../../hooks/api/media';
import { MediaDetail } from './MediaDetail';
import { useMediaDeletion } from './use-media-deletion';

/** The detail panel beside the grid, for the file in `?file=`. */
export function MediaDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const media = useMedia(id);
  const deletion = useMediaDeletion();
  return (
    <Drawer
      opened={Boolean(id)}
      onClose={onClose}
      position="right"
      size="30rem"
      title={t('media.detail.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {media.data ? (
        <MediaDetail
          key={media.data._id}
          media={media.data}
          deleting={deletion.busy}
          onDelete={async () => {
            if (media.data && (await deletion.removeOne(media.data))) onClose();
          }}
        />
      ) : media.isError ? (
        <Alert color="red">{t('media.detail.notFound')}</Alert>
      ) : (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )}
    </Drawer>
  );
}
