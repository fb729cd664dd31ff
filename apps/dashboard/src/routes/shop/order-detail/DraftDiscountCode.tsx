import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';

/**
 * A draft's discount code: typed and tried ('Bruk'), the server checks it and prices the draft with
 * it, or says under the field why not; a code in use shows with 'Fjern'.
 */
export function DraftDiscountCode(props: {
  code: string | null;
  disabled: boolean;
  onChange: (code: string | null) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = async (code: string | null) => {
    setError(null);
    try {
      await props.onChange(code);
      setTyped('');
    } catch (refused) {
      setError(refused instanceof ApiError ? (refused.fields?.discountCode ?? refused.message) : String(refused));
    }
  };
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('shop.orders.draft.discountCode')}
        </Title>
        {props.code ? (
          <Group gap="sm">
            <Text ff="monospace" fw={600}>
              {props.code}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={props.disabled}
              aria-label={t('shop.orders.draft.discountCodeRemoveOf', { code: props.code })}
              onClick={() => apply(null)}
            >
              {t('shop.orders.draft.discountCodeRemove')}
            </Button>
          </Group>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (typed.trim()) void apply(typed);
            }}
          >
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                aria-label={t('shop.orders.draft.discountCode')}
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                error={error}
                disabled={props.disabled}
                maxLength={50}
                styles={{ input: { textTransform: 'uppercase' } }}
                flex={1}
              />
              <Button type="submit" variant="default" disabled={props.disabled || !typed.trim()}>
                {t('shop.orders.draft.discountCodeUse')}
              </Button>
            </Group>
          </form>
        )}
        <Text size="xs" c="dimmed">
          {t('shop.orders.draft.discountCodeHelp')}
        </Text>
      </Stack>
    </Card>
  );
}
