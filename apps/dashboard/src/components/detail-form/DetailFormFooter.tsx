import { Button, Group } from '@mantine/core';

/** A detail form's buttons: delete on the left (when there is one to delete), save on the right. */
export function DetailFormFooter(props: {
  onDelete?: (() => void) | null | undefined;
  deleteLabel: string;
  deleting: boolean;
  saveLabel: string;
  saving: boolean;
  saveDisabled?: boolean;
}) {
  return (
    <Group justify={props.onDelete ? 'space-between' : 'flex-end'}>
      {props.onDelete && (
        <Button color="red" variant="light" onClick={props.onDelete} loading={props.deleting}>
          {props.deleteLabel}
        </Button>
      )}
      <Button type="submit" loading={props.saving} disabled={props.saveDisabled}>
        {props.saveLabel}
      </Button>
    </Group>
  );
}
