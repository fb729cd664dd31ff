/**
 * The editor frame every resource uses (ARCHITECTURE.md 'Dashboard building blocks'): title and
 * badges, tabs in the URL, the 'Mer' menu, the draft bar, and a footer with Publiser, Forkast
 * endringer, Lagre, Slett and Versjonslogg. Confirmations and keyboard shortcuts live here, once.
 */
import { Badge, Box, Button, Group, Menu, Paper, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAction } from '../confirm';
import classes from './ResourceEditor.module.css';
import type { SaveState } from './use-draft-saver';
import { useEditorShortcuts } from './use-editor-shortcuts';

export interface EditorTab {
  key: string;
  label: string;
  to: string;
  warning?: boolean;
}

export interface ResourceEditorProps {
  title: string;
  badges?: ReactNode;
  tabs: EditorTab[];
  activeTab: string;
  menu?: ReactNode;
  /** Notices above the form: a revision being viewed, read-only access … */
  banner?: ReactNode;
  /** Unpublished changes exist (a modified date): the draft bar shows. */
  modified: boolean;
  saveState: SaveState;
  readOnly: boolean;
  can: { edit: boolean; delete: boolean };
  busy?: 'publish' | 'discard' | 'delete' | null;
  /** The resource's own publish question (products: 'Ønsker du å publisere endringene?', Nei/Ja). */
  publishQuestion?: { question: string; confirm: string; cancel: string } | undefined;
  on: {
    save: () => void;
    publish: () => void;
    discard: () => void;
    delete: () => void;
    revisions: () => void;
    copyFields?: () => void;
    pasteFields?: () => void;
  };
  children: ReactNode;
}

export function ResourceEditor(props: ResourceEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { on, can, readOnly } = props;
  const editable = can.edit && !readOnly;
  const drafting = editable && props.modified;

  const publish = async () => {
    if (!drafting) return;
    const asked = props.publishQuestion;
    const confirmed = asked
      ? await confirmAction(asked.question, asked.confirm, { cancelLabel: asked.cancel })
      : await confirmAction(t('confirm.publish'), t('editor.actions.publish'));
    if (confirmed) on.publish();
  };
  const discard = async () => {
    if (drafting && (await confirmAction(t('confirm.discard'), t('editor.actions.discard')))) on.discard();
  };
  const remove = async () => {
    if (
      can.delete &&
      !readOnly &&
      (await confirmAction(t('confirm.delete'), t('editor.actions.delete'), { danger: true }))
    )
      on.delete();
  };
  useEditorShortcuts({
    publish: () => void publish(),
    discard: () => void discard(),
    save: editable ? on.save : undefined,
    delete: () => void remove(),
    copyFields: on.copyFields,
    pasteFields: editable ? on.pasteFields : undefined,
  });

  const saveLabel = {
    saved: t('editor.saved'),
    dirty: t('editor.unsaved'),
    saving: t('editor.saving'),
    invalid: t('editor.invalid'),
  }[props.saveState];

  return (
    <Stack gap="md" pb={80}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6}>
          <Title order={1}>{props.title}</Title>
          <Group gap="xs">
            {props.badges}
            {props.modified && (
              <Badge color="orange" variant="light">
                {t('editor.unpublished')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>

      <Group justify="space-between" wrap="nowrap" className={classes.tabs}>
        <Tabs
          value={props.activeTab}
          onChange={(key) => {
            const tab = props.tabs.find((candidate) => candidate.key === key);
            if (tab) navigate(tab.to);
          }}
        >
          <Tabs.List>
            {props.tabs.map((tab) => (
              <Tabs.Tab
                key={tab.key}
                value={tab.key}
                color={tab.warning ? 'red' : undefined}
                leftSection={tab.warning ? <IconAlertTriangle size={14} /> : undefined}
              >
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {props.menu && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" size="xs" rightSection={<IconDots size={14} />}>
                {t('editor.more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>{props.menu}</Menu.Dropdown>
          </Menu>
        )}
      </Group>

      {props.banner}
      <Box>{props.children}</Box>

      <Paper className={classes.footer} withBorder shadow="sm" p="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c={props.saveState === 'invalid' ? 'red' : 'dimmed'} role="status">
            {editable ? saveLabel : ''}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Button variant="subtle" onClick={on.revisions}>
              {t('editor.actions.revisions')}
            </Button>
            {can.delete && !readOnly && (
              <Button variant="subtle" color="red" loading={props.busy === 'delete'} onClick={remove}>
                {t('editor.actions.delete')}
              </Button>
            )}
            {drafting && (
              <>
                <Button variant="default" loading={props.busy === 'discard'} onClick={discard}>
                  {t('editor.actions.discard')}
                </Button>
                <Button color="teal" loading={props.busy === 'publish'} onClick={publish}>
                  {t('editor.actions.publish')}
                </Button>
              </>
            )}
            {editable && (
              <Tooltip label={t('editor.shortcutsHint')} openDelay={800}>
                <Button onClick={on.save} loading={props.saveState === 'saving'} disabled={props.saveState === 'saved'}>
                  {t('editor.actions.save')}
                </Button>
              </Tooltip>
            )}
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
}
