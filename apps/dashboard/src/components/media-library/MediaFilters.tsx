import { CloseButton, Group, MultiSelect, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type Media, type MediaFileType, mediaFileTypes } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../hooks/api/sites';

export interface MediaFilterValues {
  /** What the search box shows (the query follows it, debounced). */
  search: string;
  tags: string[];
  fileType: MediaFileType | null;
}

export interface MediaFiltersProps {
  values: MediaFilterValues;
  onChange: (changes: Partial<MediaFilterValues>) => void;
  /** A picker of images has no type to choose. */
  withFileType: boolean;
  /** The files shown: their tags are offered too, besides the site's. */
  loaded: Media[];
}

/** Search, tags and file type above a media grid. */
export function MediaFilters({ values, onChange, withFileType, loaded }: MediaFiltersProps) {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const tags = [...new Set([...(site?.tags ?? []), ...loaded.flatMap((media) => media.tags), ...values.tags])].sort(
    (a, b) => a.localeCompare(b, 'nb'),
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        aria-label={t('media.search')}
        placeholder={t('media.search')}
        leftSection={<IconSearch size={16} />}
        value={values.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        rightSection={
          values.search ? (
            <CloseButton
              size="sm"
              aria-label={t('resourceList.clearSearch')}
              onClick={() => onChange({ search: '' })}
            />
          ) : null
        }
        style={{ flex: '1 1 16rem' }}
      />
      <MultiSelect
        aria-label={t('media.tags')}
        placeholder={values.tags.length ? undefined : t('media.tagsPlaceholder')}
        data={tags}
        value={values.tags}
        onChange={(tags) => onChange({ tags })}
        searchable
        clearable
        style={{ flex: '1 1 14rem' }}
      />
      {withFileType && (
        <SegmentedControl
          aria-label={t('media.fileType')}
          value={values.fileType ?? 'all'}
          onChange={(value) => onChange({ fileType: value === 'all' ? null : (value as MediaFileType) })}
          data={[
            { value: 'all', label: t('media.fileTypes.all') },
            ...mediaFileTypes.map((type) => ({ value: type, label: t(`media.fileTypes.${type}`) })),
          ]}
        />
      )}
    </Group>
  );
}
