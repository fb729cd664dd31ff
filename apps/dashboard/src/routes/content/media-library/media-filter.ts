/**
 * The media library's filters from the URL (`?q=`, `?tags=a,b`, `?type=`), for the screen and its
 * route loader alike. Apart from the content lists' filters because the media constants bring zod.
 */
import { type MediaFileType, mediaFileTypes } from '@vev/shared';
import { searchTextOf } from '../../../components/resource-list/use-list-search';
import { type MediaFilter, mediaSearchQuery } from '../../../hooks/api/media';

export const tagsParam = 'tags';
export const typeParam = 'type';

const isFileType = (value: string | null): value is MediaFileType => mediaFileTypes.includes(value as MediaFileType);

/** The media library's tags (`?tags=a,b`) and file type (`?type=`). */
export function mediaParamsOf(params: URLSearchParams): { tags: string[]; fileType: MediaFileType | null } {
  const type = params.get(typeParam);
  return {
    tags: params.get(tagsParam)?.split(',').filter(Boolean) ?? [],
    fileType: isFileType(type) ? type : null,
  };
}

export const mediaListFilter = (text: string, tags: string[], fileType: MediaFileType | null): MediaFilter => ({
  text,
  tags,
  fileType: fileType ?? undefined,
});

/** The grid's first request, as the route loader makes it. */
export function mediaLibraryQuery(siteId: string, params: URLSearchParams) {
  const { tags, fileType } = mediaParamsOf(params);
  return mediaSearchQuery(siteId, mediaListFilter(searchTextOf(params), tags, fileType));
}
