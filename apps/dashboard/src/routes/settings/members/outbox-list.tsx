/** /innstillinger/brukere/utgaende-epost: the site's outgoing mail, so an admin can see what went out. */
import { Anchor, Badge, Button, Modal, Stack, Text } from '@mantine/core';
import type { OutboxMail } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/resource-list';
import { useMailOutbox } from '../../../hooks/api/members';
import { PagedTable, type PagedTableColumn } from './PagedTable';

const urlPattern = /(https?:\/\/\S+)/g;

/** The text body with its addresses as links. */
function MailText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text.split(urlPattern).map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
          <Anchor key={index} href={part} target="_blank" rel="noreferrer">
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </Text>
  );
}

export function OutboxListScreen() {
  const { t } = useTranslation();
  const outbox = useMailOutbox();
  const [shown, setShown] = useState<OutboxMail | null>(null);

  const columns: PagedTableColumn<OutboxMail>[] = [
    { key: 'to', title: t('members.outbox.to'), cell: (mail) => mail.to },
    { key: 'subject', title: t('members.outbox.subject'), visibleFrom: 'sm', cell: (mail) => mail.subject },
    {
      key: 'created',
      title: t('members.outbox.created'),
      visibleFrom: 'md',
      cell: (mail) => formatDateTime(mail.createdAt),
    },
    {
      key: 'status',
      title: t('members.outbox.status'),
      cell: (mail) =>
        mail.sentAt ? (
          <Badge color="teal" variant="light">
            {t('members.outbox.sent')}
          </Badge>
        ) : mail.failedAt ? (
          <Badge color="red" variant="light">
            {t('members.outbox.failed')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {t('members.outbox.queued')}
          </Badge>
        ),
    },
    {
      key: 'show',
      title: '',
      cell: (mail) => (
        <Button
          size="xs"
          variant="light"
          aria-label={t('members.outbox.showLabel', { to: mail.to })}
          onClick={() => setShown(mail)}
        >
          {t('members.outbox.show')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('members.outbox.intro')}
      </Text>
      <PagedTable
        query={outbox}
        columns={columns}
        rowKey={(mail) => mail._id}
        loadFailed={t('members.outbox.loadFailed')}
        emptyState={{ title: t('members.outbox.empty'), description: t('members.outbox.emptyText') }}
      />
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={shown?.subject}
        size="36rem"
        styles={{ title: { fontWeight: 700 } }}
      >
        {shown && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('members.outbox.to')}: {shown.to} · {formatDateTime(shown.createdAt)}
            </Text>
            {shown.text === null ? <Text size="sm">{t('members.outbox.hidden')}</Text> : <MailText text={shown.text} />}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

export { OutboxListScreen as Component };
