import { Badge, Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './SettingsOverview.module.css';

/** A card that leads to a settings screen: icon, title and a line on what is there. */
export function LinkCard({
  id,
  to,
  icon: CardIcon,
  title,
  text,
  badge,
}: {
  id: string;
  to: string;
  icon: Icon;
  title: string;
  text: string;
  /** A short note beside the icon ('Upubliserte endringer'). */
  badge?: string | null;
}) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      className={classes.card}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <Paper withBorder p="md" radius="md" h="100%">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start">
            <ThemeIcon variant="light" size="lg" radius="md">
              <CardIcon size={20} />
            </ThemeIcon>
            {badge && (
              <Badge color="orange" variant="light">
                {badge}
              </Badge>
            )}
          </Group>
          <Text fw={600} id={`${id}-title`}>
            {title}
          </Text>
          <Text size="sm" c="dimmed" id={`${id}-text`}>
            {text}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
