/**
 * The power search overlay (spec 1 §2): Shift+Space or the top bar's search box opens it (the shell
 * listens for both and loads this module then), Escape or the backdrop closes it. Content hits come
 * from the server (debounced 225 ms, 5 results); areas of the navigation that match follow. Enter
 * or a click opens the hit.
 */
import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { IconFileText, IconSearch } from '@tabler/icons-react';
import { powerSearchDebounceMs, type ResourceKind, resourceKindLabels, searchResultDescription } from '@vev/shared';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePowerSearch } from '../../hooks/api/search';
import type { NavigationItem } from '../areas/area';
import { useNavigation } from './use-navigation';

function flatten(items: NavigationItem[], label: (item: NavigationItem) => string, parent?: string) {
  const result: { item: NavigationItem; label: string; parent?: string }[] = [];
  for (const item of items) {
    if (item.children?.length) result.push(...flatten(item.children, label, label(item)));
    else result.push({ item, label: label(item), ...(parent ? { parent } : {}) });
  }
  return result;
}

const kindLabel = (type: string) => resourceKindLabels[type as ResourceKind] ?? type;

export function PowerSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [query, setQuery] = useState('');
  const [text] = useDebouncedValue(query, powerSearchDebounceMs);
  const hits = usePowerSearch(text);

  const areas = useMemo(() => {
    const label = (item: NavigationItem) => item.label ?? t(`nav.${item.key}`);
    const wanted = query.trim().toLocaleLowerCase('nb');
    if (!wanted) return [];
    return flatten(navigation ?? [], label).filter((entry) => entry.label.toLocaleLowerCase('nb').includes(wanted));
  }, [navigation, query, t]);

  const open = (path: string) => {
    spotlight.close();
    navigate(path);
  };
  const results = text.trim() ? (hits.data ?? []) : [];
  // Hits arrive after the query changed, when nothing is selected any more: Enter then opens the first.
  const first = results[0]?.editPath ?? areas[0]?.item.path;
  const enterOpensFirst = (event: KeyboardEvent<HTMLInputElement>) => {
    const selected = document.querySelector('[data-action][data-selected]');
    if (event.key === 'Enter' && !selected && first) open(first);
  };
  const nothing = query.trim() !== '' && !hits.isFetching && results.length === 0 && areas.length === 0;

  return (
    <Spotlight.Root query={query} onQueryChange={setQuery} shortcut={null} scrollable maxHeight={520}>
      <Spotlight.Search
        leftSection={<IconSearch size={18} />}
        placeholder={t('powerSearch.placeholder')}
        onKeyDown={enterOpensFirst}
      />
      <Spotlight.ActionsList>
        {results.length > 0 && (
          <Spotlight.ActionsGroup label={t('powerSearch.contentGroup')}>
            {results.map((hit) => (
              <Spotlight.Action key={`${hit.type}-${hit._id}`} onClick={() => open(hit.editPath)}>
                <Group wrap="nowrap" w="100%" align="flex-start">
                  <Avatar src={hit.image} radius="sm" size={40}>
                    <IconFileText size={20} />
                  </Avatar>
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap="xs" wrap="nowrap">
                      <Text fw={600} size="sm" truncate>
                        {hit.title}
                      </Text>
                      <Badge size="xs" variant="light">
                        {kindLabel(hit.type)}
                      </Badge>
                    </Group>
                    {hit.subtitle && (
                      <Text size="xs" c="dimmed" truncate>
                        {hit.subtitle}
                      </Text>
                    )}
                    {hit.description && (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {searchResultDescription(hit.description)}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Spotlight.Action>
            ))}
          </Spotlight.ActionsGroup>
        )}
        {areas.length > 0 && (
          <Spotlight.ActionsGroup label={t('powerSearch.navigationGroup')}>
            {areas.slice(0, 5).map((entry) => (
              <Spotlight.Action
                key={entry.item.path}
                label={entry.label}
                {...(entry.parent ? { description: entry.parent } : {})}
                onClick={() => open(entry.item.path)}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {nothing && <Spotlight.Empty>{t('powerSearch.nothingFound')}</Spotlight.Empty>}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
