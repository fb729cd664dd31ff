import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Customer, formatMoney } from '@vev/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format';

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" component="div">
        {props.children}
      </Text>
    </Stack>
  );
}

/** What the shop knows but staff do not edit: account or guest, last active, orders, their sum and marketing consent with its date. */
export function CustomerFacts({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('shop.customers.facts.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Fact label={t('shop.customers.facts.account')}>
            <Group gap="xs">
              <Badge variant="light" color={customer.anonymous ? 'gray' : 'blue'} tt="none">
                {t(customer.anonymous ? 'shop.customers.facts.anonymous' : 'shop.customers.facts.registered')}
              </Badge>
              {customer.invitedAt && (
                <Text size="xs" c="dimmed">
                  {t('shop.customers.facts.invited', { date: formatDateTime(customer.invitedAt) })}
                </Text>
              )}
            </Group>
          </Fact>
          <Fact label={t('shop.customers.facts.lastActive')}>
            {customer.lastActive ? formatDateTime(customer.lastActive) : t('shop.customers.never')}
          </Fact>
          <Fact label={t('shop.customers.facts.orders')}>{customer.orders}</Fact>
          <Fact label={t('shop.customers.facts.ordersSum')}>{formatMoney(customer.ordersSum)}</Fact>
          <Fact label={t('shop.customers.facts.marketing')}>
            {customer.marketingConsent && customer.marketingConsentAt
              ? t('shop.customers.facts.consentGiven', { date: formatDateTime(customer.marketingConsentAt) })
              : t('shop.customers.facts.noConsent')}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
