import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TemplateCreateForm } from './TemplateCreateForm';

/** 'Opprett mal' from the template list. */
export function CreateTemplateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('templates.create.title')}
      size="32rem"
      styles={{ content: { minWidth: 'min(28rem, 100%)' }, title: { fontWeight: 700 } }}
    >
      <TemplateCreateForm onCancel={onClose} />
    </Modal>
  );
}
