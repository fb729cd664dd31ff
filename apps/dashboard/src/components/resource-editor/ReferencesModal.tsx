import { Center, List, Loader, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDependencies } from '../../hooks/api/revisions';
import { dependentNames } from './editor-modals';

/** The references list: who refers to this item (spec 1 §2 'Modals'). */
export function ReferencesModal(props: { opened: boolean; onClose: () => void; id: string }) {
  const { t } = useTranslation();
  const dependencies = useDependencies([props.id], props.opened);
  const report = dependencies.data?.[0];
  const names = report ? dependentNames(report) : [];
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('editor.referencesModal.title')} size="32rem">
      {dependencies.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : names.length === 0 ? (
        <Text c="dimmed">{t('editor.referencesModal.none')}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {names.map((name) => (
            <List.Item key={`${name.group}-${name.title}`}>
              {name.title}{' '}
              <Text span c="dimmed" size="xs">
                ({name.group})
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Modal>
  );
}
