import { Paper } from '@mantine/core';

/** The receipt as the customer would see it, from the server's own renderer. */
export function EmailPreview({ src, title, height = 520 }: { src: string; title: string; height?: number }) {
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <iframe src={src} title={title} style={{ width: '100%', height, border: 0, display: 'block' }} sandbox="" />
    </Paper>
  );
}
