import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The field-copy selector (shortcut c): at least one field must be chosen (spec 1 §5 'Field copy'). */
export function FieldCopyModal(props: {
  opened: boolean;
  onClose: () => void;
  fields: { key: string; label: string }[];
  onCopy: (keys: string[]) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('editor.fieldCopy.title')} size="30rem">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('editor.fieldCopy.choose')}
        </Text>
        <Checkbox.Group
          value={chosen}
          onChange={setChosen}
          error={chosen.length === 0 ? t('editor.fieldCopy.atLeastOne') : null}
        >
          <Stack gap="xs" mt="xs">
            {props.fields.map((field) => (
              <Checkbox key={field.key} value={field.key} label={field.label} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={chosen.length === 0}
            onClick={() => {
              props.onCopy(chosen);
              setChosen([]);
            }}
          >
            {t('editor.fieldCopy.copy')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
