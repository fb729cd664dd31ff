import { ActionIcon, Badge, Group, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { attributeTypeLabels, type ProductTemplateValues, searchDebounceMs, type TemplateAttribute } from '@vev/shared';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../../../../components/sortable/SortableList';
import { useAttributeSearch, useAttributesById } from '../../../../hooks/api/product-templates';

/**
 * Attributter: the attributes the template gives its products (spec 3 'Template attribute'), each
 * filterable or not and for simple variants or not, in the order the products show them.
 */
export function AttributesTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ProductTemplateValues>();
  const entries = useWatch({ control, name: 'attributes' });
  const named = useAttributesById(entries.map((entry) => entry.ref));
  const nameOf = (ref: string) =>
    named.data?.find((attribute) => attribute._id === ref)?.name ??
    (named.isPending ? '…' : t('shop.productTemplates.attributes.deleted'));
  const set = (next: TemplateAttribute[]) => setValue('attributes', next, { shouldDirty: true });
  const change = (index: number, patch: Partial<TemplateAttribute>) =>
    set(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  const move = (from: number, to: number) => {
    const next = [...entries];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    set(next);
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('shop.productTemplates.attributes.help')}
        </Text>
        {!readOnly && (
          <AttributePicker
            excluded={entries.map((entry) => entry.ref)}
            onChoose={(ref) => set([...entries, { ref, filterable: false, forSimpleVariants: false }])}
          />
        )}
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('shop.productTemplates.attributes.none')}
          </Text>
        ) : (
          <SortableList
            items={entries}
            itemKey={(entry) => entry.ref}
            onMove={move}
            label={t('shop.productTemplates.tabs.attributes')}
            itemLabel={(entry) => ({
              row: nameOf(entry.ref),
              handle: t('shop.productTemplates.attributes.drag', { name: nameOf(entry.ref) }),
            })}
            disabled={readOnly}
          >
            {(entry, index) => {
              const attribute = named.data?.find((candidate) => candidate._id === entry.ref);
              return (
                <Group wrap="wrap" gap="md">
                  <Group gap="xs" style={{ flex: '1 1 12rem' }}>
                    <Text size="sm" fw={500}>
                      {nameOf(entry.ref)}
                    </Text>
                    {attribute && (
                      <Badge variant="light" color="gray" size="sm">
                        {attributeTypeLabels[attribute.type]}
                      </Badge>
                    )}
                  </Group>
                  <Switch
                    label={t('shop.productTemplates.attributes.filterable')}
                    description={t('shop.productTemplates.attributes.filterableHelp')}
                    checked={entry.filterable}
                    onChange={(event) => change(index, { filterable: event.currentTarget.checked })}
                    disabled={readOnly}
                  />
                  <Switch
                    label={t('shop.productTemplates.attributes.forSimpleVariants')}
                    description={t('shop.productTemplates.attributes.forSimpleVariantsHelp')}
                    checked={entry.forSimpleVariants}
                    onChange={(event) => change(index, { forSimpleVariants: event.currentTarget.checked })}
                    disabled={readOnly}
                  />
                  {!readOnly && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('shop.productTemplates.attributes.remove', { name: nameOf(entry.ref) })}
                      onClick={() => set(entries.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              );
            }}
          </SortableList>
        )}
      </Stack>
    </Paper>
  );
}

/** Finds an attribute by name as the user types (500 ms debounce), leaving out those already added. */
function AttributePicker(props: { excluded: readonly string[]; onChoose: (ref: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), searchDebounceMs);
  const found = useAttributeSearch(query);
  const options = (found.data ?? []).filter((attribute) => !props.excluded.includes(attribute._id));
  return (
    <Select
      label={t('shop.productTemplates.attributes.add')}
      placeholder={t('shop.productTemplates.attributes.addPlaceholder')}
      searchable
      value={null}
      searchValue={text}
      onSearchChange={setText}
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? '…' : undefined}
      data={options.map((attribute) => ({ value: attribute._id, label: attribute.name }))}
      onChange={(id) => {
        if (id) props.onChoose(id);
        setText('');
      }}
      maw={420}
    />
  );
}
