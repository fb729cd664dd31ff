import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateDraftOrder } from '../../../hooks/api/orders';
import { orderListPath, orderPath } from '../paths';

/** /butikk/ordrer/opprett: makes an empty draft on the server and opens it at its own address. */
export function CreateDraft() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateDraftOrder();
  // Once, also when React runs the effect twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    create.mutate({}, { onSuccess: (order) => navigate(orderPath(order._id), { replace: true }) });
  }, [create, navigate]);
  if (create.isError) {
    return (
      <Alert color="red" title={t('shop.orders.create')}>
        <Stack gap="xs">
          <Text size="sm">{create.error.message}</Text>
          <Group>
            <Button variant="default" component={Link} to={orderListPath}>
              {t('shop.orders.title')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Group gap="sm">
      <Loader size="sm" />
      <Text size="sm">{t('shop.orders.draft.creating')}</Text>
    </Group>
  );
}
