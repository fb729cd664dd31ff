import { Alert, Anchor, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './SettingsPage.module.css';

/** The way back to the overview, above a settings screen's heading. */
export function BackToSettings() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/innstillinger" size="sm" c="dimmed" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('settings.backToSettings')}
      </Group>
    </Anchor>
  );
}

/** The frame of a settings screen: the way back to the overview and the heading. */
export function SettingsScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack maw={760} gap="lg">
      <Stack gap={4}>
        <BackToSettings />
        <Title order={1}>{title}</Title>
      </Stack>
      {children}
    </Stack>
  );
}

/** A settings form: its fields, the note for those who may only read, and 'Lagre' for admins. */
export function SettingsForm(props: {
  readOnly: boolean;
  saving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Stack gap="lg">
        {props.readOnly && (
          <Alert color="gray" icon={<IconLock size={18} />}>
            {t('settings.adminOnly')}
          </Alert>
        )}
        {props.children}
        {!props.readOnly && (
          <Group justify="flex-end" className={classes.saveBar}>
            <Button type="submit" loading={props.saving}>
              {t('settings.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** While the site loads. */
export function SettingsLoading() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}

/** For a screen only administrators may open (it asks the server for nothing). */
export function AdminOnlyNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" icon={<IconLock size={18} />} title={t('settings.noAccessTitle')}>
      {t('settings.noAccessText')}
    </Alert>
  );
}
