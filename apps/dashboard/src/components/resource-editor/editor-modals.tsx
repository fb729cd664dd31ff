/** The editor's small modals: the dependency block ('Oops!'), a stale edit, global content. */
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type DependencyReport, dependentGroups } from '@vev/shared';
import { i18n } from '../../i18n';

/** Everyone who refers to the item, by group, as one list of names. */
export function dependentNames(report: DependencyReport): { group: string; title: string }[] {
  return dependentGroups.flatMap((group) =>
    report[group].map((entry) => ({
      group: i18n.t(`editor.referencesModal.groups.${group}`),
      title: entry.reference.title,
    })),
  );
}

/** Delete refused because others refer to it (spec 1 §8 'Dependency block'). */
export function showDependencyBlock(report: DependencyReport): void {
  const id = 'dependency-block';
  modals.open({
    modalId: id,
    title: i18n.t('editor.dependencies.title'),
    children: (
      <Stack>
        <Text size="sm">{i18n.t('editor.dependencies.text')}</Text>
        <List size="sm">
          {dependentNames(report).map((dependent) => (
            <List.Item key={`${dependent.group}-${dependent.title}`}>
              {dependent.title}{' '}
              <Text span c="dimmed" size="xs">
                ({dependent.group})
              </Text>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)}>{i18n.t('editor.dependencies.ok')}</Button>
        </Group>
      </Stack>
    ),
  });
}

/** Someone else saved first: the edit was refused, reloading shows their version. */
export function showStaleEdit(reload: () => void): void {
  const id = 'stale-edit';
  modals.open({
    modalId: id,
    title: i18n.t('editor.conflict.title'),
    closeOnClickOutside: false,
    children: (
      <Stack>
        <Text size="sm">{i18n.t('editor.conflict.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => modals.close(id)}>
            {i18n.t('common.cancel')}
          </Button>
          <Button
            onClick={() => {
              modals.close(id);
              reload();
            }}
          >
            {i18n.t('editor.conflict.reload')}
          </Button>
        </Group>
      </Stack>
    ),
  });
}

/** Content from the site a department belongs to: read-only here, a local copy can be made. */
export function showCloneNotice(title: string, clone: () => void): void {
  modals.openConfirmModal({
    title: i18n.t('editor.clone.title'),
    children: <Text size="sm">{i18n.t('editor.clone.text', { title })}</Text>,
    labels: { confirm: i18n.t('editor.clone.confirm'), cancel: i18n.t('editor.clone.readOnly') },
    onConfirm: clone,
  });
}
