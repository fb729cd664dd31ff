import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The frame of a create form: its first, required field (the name or title, focused when the
 * modal opens), the caller's other fields, and 'Avbryt' and the submit button.
 */
export function CreateForm(props: {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  first: { label: string; error: string | undefined; field: UseFormRegisterReturn };
  labels: { cancel: string; submit: string };
  onCancel: () => void;
  busy: boolean;
  /** The submit button is disabled (nothing can be created yet). */
  blocked?: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={props.first.label}
          withAsterisk
          data-autofocus
          error={props.first.error}
          {...props.first.field}
        />
        {props.children}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={props.onCancel}>
            {props.labels.cancel}
          </Button>
          <Button type="submit" loading={props.busy} disabled={props.blocked}>
            {props.labels.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
