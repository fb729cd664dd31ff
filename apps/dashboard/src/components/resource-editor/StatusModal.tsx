import { Modal, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Status = 'active' | 'inactive';

/** 'Endre status' of a page or a product: a radio choice, saved at once (spec 1 §4 'Page status'). */
export function StatusModal(props: {
  opened: boolean;
  onClose: () => void;
  status: Status;
  onChange: (status: Status) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('editor.status.title')} size="28rem">
      <Radio.Group
        label={t('editor.status.label')}
        value={props.status}
        onChange={(value) => {
          props.onChange(value as Status);
          props.onClose();
        }}
      >
        <Stack gap="sm" mt="xs">
          <Radio value="active" label={t('editor.status.active')} />
          <Radio value="inactive" label={t('editor.status.inactive')} />
        </Stack>
      </Radio.Group>
    </Modal>
  );
}
