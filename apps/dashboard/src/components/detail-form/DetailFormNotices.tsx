import { Alert } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';

/** Above a detail form: that the reader may only look (when `readOnly` is given), and why a save or delete was refused. */
export function DetailFormNotices(props: { readOnly?: string | null; refusal: string | null }) {
  return (
    <>
      {props.readOnly && (
        <Alert color="gray" icon={<IconLock size={18} />}>
          {props.readOnly}
        </Alert>
      )}
      {props.refusal && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {props.refusal}
        </Alert>
      )}
    </>
  );
}
