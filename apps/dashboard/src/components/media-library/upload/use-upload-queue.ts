import type { Media, MediaFileType } from '@vev/shared';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadMedia } from '../../../hooks/api/media';
import { notifySuccess } from '../../notify';
import { uploadErrorMessage, uploadProblem } from './upload-check';
import { createUploadQueue, type UploadQueueOptions } from './upload-queue';

/** The upload queue of a screen or picker: checks, uploads with progress, 'Filer lastet opp' when it runs empty. */
export function useUploadQueue(options: { fileType?: MediaFileType; onUploaded?: (media: Media) => void } = {}) {
  const { t } = useTranslation();
  const uploadMedia = useUploadMedia();
  const current: UploadQueueOptions = {
    upload: uploadMedia,
    check: (file) => uploadProblem(file, options.fileType),
    errorMessage: uploadErrorMessage,
    onUploaded: options.onUploaded,
    onFinished: (uploaded) => {
      if (uploaded.length > 0) notifySuccess(t('media.upload.finished'));
    },
  };
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });
  const [queue] = useState(() => createUploadQueue(() => latest.current));
  const items = useSyncExternalStore(queue.subscribe, queue.getItems);
  return { items, add: queue.add, clearFinished: queue.clearFinished };
}
