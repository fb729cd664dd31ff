import { Badge } from '@mantine/core';

/** A label as a product shows it: its name in its colours. */
export function LabelBadge({ name, color, textColor }: { name: string; color: string; textColor: string }) {
  return (
    <Badge
      radius="sm"
      size="lg"
      styles={{ root: { background: color, color: textColor }, label: { textTransform: 'none' } }}
    >
      {name}
    </Badge>
  );
}
