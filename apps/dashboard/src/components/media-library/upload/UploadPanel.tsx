import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import { acceptedFormats, type Media, type MediaFileType } from '@vev/shared';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadQueueList } from './UploadQueueList';
import { dropzoneAccept } from './upload-check';
import { useUploadQueue } from './use-upload-queue';

export interface UploadPanelProps {
  /** Only images in an image picker; anything accepted otherwise. */
  fileType?: MediaFileType;
  /** Lets a button elsewhere open the file picker. */
  openRef?: RefObject<(() => void) | null>;
  onUploaded?: (media: Media) => void;
}

/** Drag and drop or the file picker, and the queue below it. Rejected files land in the queue with their message. */
export function UploadPanel({ fileType, openRef, onUploaded }: UploadPanelProps) {
  const { t } = useTranslation();
  const queue = useUploadQueue({ fileType, onUploaded });
  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={queue.add}
        onReject={(rejections) => queue.add(rejections.map((rejection) => rejection.file))}
        accept={dropzoneAccept(fileType)}
        openRef={openRef}
        multiple
        p="md"
        aria-label={t('media.upload.button')}
      >
        <Group justify="center" gap="md" mih={56} style={{ pointerEvents: 'none' }}>
          <IconUpload size={28} stroke={1.5} />
          <div>
            <Dropzone.Idle>
              <Text size="sm" fw={500}>
                {t('media.upload.drop')}
              </Text>
            </Dropzone.Idle>
            <Dropzone.Accept>
              <Text size="sm" fw={500}>
                {t('media.upload.dropActive')}
              </Text>
            </Dropzone.Accept>
            <Dropzone.Reject>
              <Text size="sm" fw={500}>
                {t('media.upload.dropActive')}
              </Text>
            </Dropzone.Reject>
            <Text size="xs" c="dimmed">
              {t('media.upload.limits', { formats: acceptedFormats(fileType).join(', ') })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      <UploadQueueList items={queue.items} onClear={queue.clearFinished} />
    </Stack>
  );
}
