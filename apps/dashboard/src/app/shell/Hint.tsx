import { Tooltip } from '@mantine/core';
import type { RefObject } from 'react';

/** Mantine's Tooltip over an element it does not wrap, so that loading it later remounts nothing. */
export function Hint({
  label,
  target,
  opened,
}: {
  label: string;
  target: RefObject<HTMLElement | null>;
  opened: boolean;
}) {
  return <Tooltip label={label} target={target} opened={opened} />;
}
