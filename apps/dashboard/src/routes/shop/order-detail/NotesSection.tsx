import { ActionIcon, Badge, Button, Group, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type Order, type OrderNote, orderNoteCreateSchema } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { formatDateTime } from '../../../components/format';
import { notifySuccess } from '../../../components/notify';
import { useOrderNotes } from '../../../hooks/api/orders';

function NoteItem({ note, onDelete }: { note: OrderNote; onDelete: (() => void) | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="sm" component="li" aria-label={note.text}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {note.text}
          </Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {note.author?.name ?? t('shop.orders.notes.unknownAuthor')} · {formatDateTime(note.timestamp)}
            </Text>
            <Badge size="xs" variant="light" color={note.internal ? 'gray' : 'blue'} tt="none">
              {note.internal ? t('shop.orders.notes.internalBadge') : t('shop.orders.notes.sentBadge')}
            </Badge>
          </Group>
        </Stack>
        {onDelete && (
          <ActionIcon variant="subtle" color="red" aria-label={t('shop.orders.notes.delete')} onClick={onDelete}>
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}

/** The order's notes (spec 3 §5): text required; internal, or e-mailed to the customer. */
export function NotesSection({ order, canWrite }: { order: Order; canWrite: boolean }) {
  const { t } = useTranslation();
  const notes = useOrderNotes(order._id);
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    const parsed = orderNoteCreateSchema.safeParse({ note: text, internal });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    await notes.add.mutateAsync(parsed.data);
    setText('');
    setInternal(true);
    notifySuccess(t('shop.orders.notes.saved'));
  };
  const remove = async (note: OrderNote) => {
    if (!(await confirmAction(t('shop.orders.notes.deleteQuestion'), t('shop.orders.notes.delete'), { danger: true })))
      return;
    await notes.remove.mutateAsync(note._id);
    notifySuccess(t('shop.orders.notes.deleted'));
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={3} size="h5">
          {t('shop.orders.notes.title')}
        </Title>
        {order.notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('shop.orders.notes.none')}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('shop.orders.notes.title')}
          >
            {order.notes.map((note) => (
              <NoteItem key={note._id} note={note} onDelete={canWrite ? () => void remove(note) : null} />
            ))}
          </Stack>
        )}
        {canWrite && (
          <Stack gap="sm">
            <Textarea
              label={t('shop.orders.notes.text')}
              withAsterisk
              autosize
              minRows={2}
              value={text}
              error={error}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Switch
              label={t('shop.orders.notes.internal')}
              description={t(internal ? 'shop.orders.notes.internalHelp' : 'shop.orders.notes.externalHelp')}
              checked={internal}
              onChange={(event) => setInternal(event.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button onClick={() => void add()} loading={notes.add.isPending}>
                {t('shop.orders.notes.add')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
