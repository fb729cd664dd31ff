import { lazy, Suspense, useState } from 'react';
import type { MediaLibraryModalProps } from './MediaLibraryModal';

const MediaLibraryModal = lazy(() =>
  import('./MediaLibraryModal').then((module) => ({ default: module.MediaLibraryModal })),
);

/** The media library loads (upload, dropzone, grid) the first time a field opens it. */
export function LazyMediaLibraryModal(props: MediaLibraryModalProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MediaLibraryModal {...props} />
    </Suspense>
  );
}
