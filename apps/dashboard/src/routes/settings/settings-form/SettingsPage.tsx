import { Alert, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SettingsPage.module.css';

export { BackToSettings } from './SettingsFrame';

/** The heading of a settings screen (the way back to the overview is the frame's, `SettingsFrame`). */
export function SettingsScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack maw={760} gap="lg">
      <Title order={1}>{title}</Title>
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
