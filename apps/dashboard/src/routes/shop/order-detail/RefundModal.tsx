import { Button, Checkbox, Group, Modal, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { formatMoney, type Order, type Payment, paymentRemainder, refundProblems, restockForced } from '@vev/shared';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/MoneyInput';
import { notifySuccess } from '../../../components/notify';
import { newIdempotencyKey, usePaymentActions } from '../../../hooks/api/orders';
import { choiceForAmount, type RefundLineChoice, refundableLines, refundRequest } from './refund-lines';

/**
 * 'Refunder' (spec 3 §5): per line a quantity (its sum follows proportionally) or a sum, restock
 * for order lines (forced on when the order has one payment), and a note. One Idempotency-Key per
 * opened modal, so a double click is one refund. A refused refund shows no message (spec 3 §8).
 */
export function RefundModal(props: { order: Order; payment: Payment; onClose: () => void }) {
  const { order, payment } = props;
  const { t } = useTranslation();
  const { refund } = usePaymentActions(order._id);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const lines = useMemo(() => refundableLines(order, payment), [order, payment]);
  const forced = restockForced(order);
  const [choices, setChoices] = useState<Record<string, RefundLineChoice>>({});
  const [freeSum, setFreeSum] = useState(0);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  // A second click before the first answer sends nothing (the key would make it the same refund anyway).
  const sending = useRef(false);

  const request = refundRequest(order, lines, choices, freeSum, note);
  const problems = refundProblems(order, payment._id, request);
  const problemOf = (ref: string, field: 'amount' | 'sum') => {
    const index = request.items.findIndex((item) => item.ref === ref);
    return index < 0 ? undefined : problems[`items.${index}.${field}`];
  };
  const choose = (ref: string, choice: RefundLineChoice) => setChoices((current) => ({ ...current, [ref]: choice }));

  const submit = async () => {
    setTried(true);
    if (Object.keys(problems).length > 0 || sending.current) return;
    sending.current = true;
    try {
      await refund.mutateAsync({ paymentId: payment._id, body: request, idempotencyKey });
    } catch {
      return;
    } finally {
      sending.current = false;
    }
    notifySuccess(t('shop.orders.refund.done'));
    props.onClose();
  };

  return (
    <Modal opened onClose={props.onClose} title={t('shop.orders.refund.title')} size="48rem">
      <Stack>
        <Text size="sm">{t('shop.orders.refund.remaining', { sum: formatMoney(paymentRemainder(payment)) })}</Text>
        {lines.length > 0 && (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('shop.orders.refund.line')}</Table.Th>
                <Table.Th>{t('shop.orders.refund.amount')}</Table.Th>
                <Table.Th>{t('shop.orders.refund.sum')}</Table.Th>
                <Table.Th>{t('shop.orders.refund.restock')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => {
                const choice = choices[line.ref] ?? { amount: 0, sum: 0, restock: false };
                return (
                  <Table.Tr key={line.ref}>
                    <Table.Td>
                      <Text size="sm">{line.name}</Text>
                      <Text size="xs" c="dimmed">
                        {t('shop.orders.refund.left', {
                          count: line.remainingAmount,
                          sum: formatMoney(line.remainingSum),
                        })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('shop.orders.refund.amountOf', { name: line.name })}
                        min={0}
                        allowDecimal={false}
                        allowNegative={false}
                        w={90}
                        value={choice.amount}
                        error={
                          tried || choice.amount > line.remainingAmount ? problemOf(line.ref, 'amount') : undefined
                        }
                        onChange={(value) =>
                          choose(line.ref, choiceForAmount(line, Number(value) || 0, choice.restock))
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <MoneyInput
                        aria-label={t('shop.orders.refund.sumOf', { name: line.name })}
                        w={140}
                        value={choice.sum}
                        error={tried || choice.sum > line.remainingSum ? problemOf(line.ref, 'sum') : undefined}
                        onChange={(sum) => choose(line.ref, { ...choice, sum: sum ?? 0 })}
                      />
                    </Table.Td>
                    <Table.Td>
                      {line.type === 'orderLine' && (
                        <Checkbox
                          aria-label={t('shop.orders.refund.restockOf', { name: line.name })}
                          checked={forced || choice.restock}
                          disabled={forced}
                          onChange={(event) => choose(line.ref, { ...choice, restock: event.currentTarget.checked })}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {forced && (
          <Text size="xs" c="dimmed">
            {t('shop.orders.refund.restockForced')}
          </Text>
        )}
        {request.items.length > 0 ? (
          <Group justify="space-between">
            <Text fw={500}>{t('shop.orders.refund.total')}</Text>
            <Stack gap={0} align="flex-end">
              <Text fw={600} aria-label={t('shop.orders.refund.total')}>
                {formatMoney(request.sum)}
              </Text>
              {tried && problems.sum && (
                <Text size="xs" c="red">
                  {problems.sum}
                </Text>
              )}
            </Stack>
          </Group>
        ) : (
          <MoneyInput
            label={t('shop.orders.refund.total')}
            value={freeSum}
            onChange={(sum) => setFreeSum(sum ?? 0)}
            error={tried || freeSum > paymentRemainder(payment) ? problems.sum : undefined}
          />
        )}
        <Textarea
          label={t('shop.orders.refund.note')}
          autosize
          minRows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('shop.orders.refund.cancel')}
          </Button>
          <Button color="red" loading={refund.isPending} onClick={() => void submit()}>
            {t('shop.orders.refund.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
