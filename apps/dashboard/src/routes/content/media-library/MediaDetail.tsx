import { Alert, Button, Divider, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { gateAllows, type Media, type MediaUpdate, sameJson, validationMessages } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImage, mediaFileUrl } from '../../../components/media-library/media-reference';
import { notifySuccess } from '../../../components/notify';
import { PermissionGate } from '../../../components/PermissionGate';
import { SiteTagsInput } from '../../../components/SiteTagsInput';
import { useUpdateMedia } from '../../../hooks/api/media';
import { usePermission } from '../../../hooks/api/sites';
import { FocusPointPicker } from './FocusPointPicker';
import { MediaInfo, MediaUsage } from './MediaInfo';

const previewWidth = 800;
const editable = ['original_filename', 'altText', 'tags', 'focusCoordinates'] as const;
type Draft = Pick<Media, (typeof editable)[number]>;

/** The detail panel's content: preview with focus point, name, alt text and tags, facts, usage, save and delete. */
export function MediaDetail({ media, onDelete, deleting }: { media: Media; onDelete: () => void; deleting: boolean }) {
  const { t } = useTranslation();
  const canEdit = gateAllows('contributor', usePermission());
  const update = useUpdateMedia(media._id);
  const [draft, setDraft] = useState<Draft>(() => pick(media));
  const changes = changedFields(media, draft);
  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const nameMissing = !draft.original_filename.trim();
  const save = () => update.mutate(changes, { onSuccess: () => notifySuccess(t('toasts.saved')) });
  return (
    <Stack gap="md">
      {isImage(media) ? (
        <Stack gap={4}>
          <FocusPointPicker
            src={mediaFileUrl(media.url, { w: previewWidth })}
            alt={draft.altText}
            naturalWidth={media.width}
            naturalHeight={media.height}
            value={draft.focusCoordinates}
            onChange={(focusCoordinates) => change({ focusCoordinates })}
            disabled={!canEdit}
          />
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed" aria-live="polite">
              {draft.focusCoordinates
                ? t('media.detail.focusPoint', draft.focusCoordinates)
                : canEdit
                  ? t('media.detail.focusHelp')
                  : t('media.detail.noFocusPoint')}
            </Text>
            {canEdit && draft.focusCoordinates && (
              <Button size="compact-xs" variant="subtle" onClick={() => change({ focusCoordinates: null })}>
                {t('media.detail.focusClear')}
              </Button>
            )}
          </Group>
        </Stack>
      ) : (
        <Group gap="sm">
          <IconFile size={40} stroke={1.5} />
          <Text fw={700} tt="uppercase">
            {media.format}
          </Text>
        </Group>
      )}
      {!canEdit && <Alert color="gray">{t('media.detail.readOnly')}</Alert>}
      <TextInput
        label={`${t('media.detail.name')} *`}
        value={draft.original_filename}
        onChange={(event) => change({ original_filename: event.currentTarget.value })}
        error={nameMissing ? validationMessages.required : undefined}
        disabled={!canEdit}
      />
      {isImage(media) && (
        <Textarea
          label={t('media.detail.alt')}
          description={t('media.detail.altDescription')}
          autosize
          minRows={2}
          value={draft.altText}
          onChange={(event) => change({ altText: event.currentTarget.value })}
          disabled={!canEdit}
        />
      )}
      <SiteTagsInput
        label={t('media.detail.tags')}
        value={draft.tags}
        onChange={(tags) => change({ tags })}
        disabled={!canEdit}
        allowNew={canEdit}
      />
      <Group justify="flex-end" gap="sm">
        <PermissionGate level="admin">
          <Button color="red" variant="light" onClick={onDelete} loading={deleting}>
            {t('media.detail.delete')}
          </Button>
        </PermissionGate>
        <PermissionGate level="contributor">
          <Button onClick={save} loading={update.isPending} disabled={nameMissing || Object.keys(changes).length === 0}>
            {t('media.detail.save')}
          </Button>
        </PermissionGate>
      </Group>
      <Divider />
      <MediaInfo media={media} />
      <MediaUsage id={media._id} />
    </Stack>
  );
}

const pick = (media: Media): Draft => ({
  original_filename: media.original_filename,
  altText: media.altText,
  tags: media.tags,
  focusCoordinates: media.focusCoordinates,
});

/** Only what changed goes to the server (spec 1 §4 'Resource editing'). */
function changedFields(media: Media, draft: Draft): MediaUpdate {
  const saved = pick(media);
  return Object.fromEntries(
    editable.filter((key) => !sameJson(saved[key], draft[key])).map((key) => [key, draft[key]]),
  ) as MediaUpdate;
}
