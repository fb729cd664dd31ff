/** Files a bulk delete kept because something refers to them: the 'Oops!' block, per file. */
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { DependencyReport } from '@vev/shared';
import { dependentNames } from '../../../components/resource-editor/editor-modals';
import { i18n } from '../../../i18n';

export function showReferencedFiles(files: { name: string; report: DependencyReport }[]): void {
  const id = 'referenced-files';
  modals.open({
    modalId: id,
    title: i18n.t('editor.dependencies.title'),
    children: (
      <Stack>
        <Text size="sm">{i18n.t('editor.dependencies.text')}</Text>
        {files.map(({ name, report }) => (
          <Stack key={report._id} gap={4}>
            <Text size="sm" fw={600}>
              {name}
            </Text>
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
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)}>{i18n.t('editor.dependencies.ok')}</Button>
        </Group>
      </Stack>
    ),
  });
}
