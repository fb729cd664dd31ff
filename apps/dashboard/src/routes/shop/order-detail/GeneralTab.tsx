import { SimpleGrid, Stack } from '@mantine/core';
import type { Order } from '@vev/shared';
import { CustomerSection } from './CustomerSection';
import { NotesSection } from './NotesSection';
import { OrderForm } from './OrderForm';
import { OrderLines } from './OrderLines';

/** Generelt: status and invoice information, the customer, the lines with totals, and the notes. */
export function GeneralTab({ order, canWrite }: { order: Order; canWrite: boolean }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <OrderForm order={order} canWrite={canWrite} />
        <CustomerSection order={order} />
      </SimpleGrid>
      <OrderLines order={order} />
      <NotesSection order={order} canWrite={canWrite} />
    </Stack>
  );
}
