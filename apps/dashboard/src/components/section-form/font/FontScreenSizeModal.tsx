import { ActionIcon, Autocomplete, Button, Group, Modal, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FontSetting } from '@vev/sections';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionFormContext } from '../context';
import { fontWeights, type OverrideRow, overrideErrors, toMediaQueries, toRows } from './font-value';

export interface FontScreenSizeModalProps {
  opened: boolean;
  font: FontSetting;
  onClose(): void;
  onApply(mediaQueries: FontSetting['mediaQueries']): void;
}

/** The font screen-size editor (spec 1 §2 'Modals'): overrides from a minimum width up. */
export function FontScreenSizeModal(props: FontScreenSizeModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('sectionForm.font.screenSizes')}
      size="38rem"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {props.opened && <ScreenSizeForm {...props} />}
    </Modal>
  );
}

function ScreenSizeForm({ font, onClose, onApply }: FontScreenSizeModalProps) {
  const { t } = useTranslation();
  const { fontFamilies } = useSectionFormContext();
  const [rows, setRows] = useState(() => toRows(font));
  const [nextId, setNextId] = useState(rows.length);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const update = (next: OverrideRow[]) => {
    setRows(next);
    // Once the user has tried to apply, the messages follow the changes.
    if (Object.keys(errors).length > 0) setErrors(overrideErrors(next));
  };
  const change = (id: number, changes: Partial<OverrideRow>) =>
    update(rows.map((row) => (row.id === id ? { ...row, ...changes } : row)));
  const apply = () => {
    const found = overrideErrors(rows);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onApply(toMediaQueries(rows) as FontSetting['mediaQueries']);
    onClose();
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('sectionForm.font.screenSizesDescription')}
      </Text>
      {rows.length === 0 && <Text size="sm">{t('sectionForm.font.none')}</Text>}
      {rows.map((row, index) => (
        <Paper key={row.id} withBorder p="sm" component="section" aria-label={t('sectionForm.font.minWidth')}>
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <NumberInput
              label={t('sectionForm.font.minWidth')}
              withAsterisk
              value={row.query ?? ''}
              onChange={(query) => change(row.id, { query: typeof query === 'number' ? query : null })}
              error={errors[`${index}.query`]}
              allowDecimal={false}
              min={0}
              max={10_000}
              suffix=" px"
              w={130}
            />
            <Autocomplete
              label={t('sectionForm.font.family')}
              placeholder={t('sectionForm.font.inherit')}
              data={[...fontFamilies]}
              value={row.family}
              onChange={(family) => change(row.id, { family })}
              error={errors[`${index}.family`]}
              style={{ flex: 1 }}
            />
            <Select
              label={t('sectionForm.font.weight')}
              placeholder={t('sectionForm.font.inherit')}
              data={fontWeights}
              value={row.weight}
              onChange={(weight) => change(row.id, { weight })}
              clearable
              w={110}
            />
            <NumberInput
              label={t('sectionForm.font.size')}
              placeholder={t('sectionForm.font.inherit')}
              value={row.size ?? ''}
              onChange={(size) => change(row.id, { size: typeof size === 'number' ? size : null })}
              error={errors[`${index}.size`]}
              min={0.5}
              max={10}
              step={0.125}
              decimalSeparator=","
              suffix=" rem"
              w={110}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={
                row.query === null
                  ? t('sectionForm.font.removeNew')
                  : t('sectionForm.font.remove', { width: row.query })
              }
              onClick={() => update(rows.filter((entry) => entry.id !== row.id))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => {
            update([...rows, { id: nextId, query: null, family: '', weight: null, size: null }]);
            setNextId(nextId + 1);
          }}
        >
          {t('sectionForm.font.add')}
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={apply}>{t('sectionForm.apply')}</Button>
        </Group>
      </Group>
    </Stack>
  );
}
