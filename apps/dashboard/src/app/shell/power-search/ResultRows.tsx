/** The two kinds of row in the power search: a content hit from the server, and a screen to go to. */
import { Avatar, Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import { IconArrowRight, IconFileText } from '@tabler/icons-react';
import { type ResourceKind, resourceKindLabels, type SearchResult, searchResultDescription } from '@vev/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ResultRows.module.css';
import type { SearchableScreen } from './screens';

const kindLabel = (type: string) => resourceKindLabels[type as ResourceKind] ?? type;

function Row({ picture, title, badge, lines }: { picture: ReactNode; title: string; badge: string; lines: ReactNode }) {
  return (
    <Group wrap="nowrap" w="100%" align="flex-start">
      {picture}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {title}
          </Text>
          <Badge size="xs" variant="light">
            {badge}
          </Badge>
        </Group>
        {lines}
      </Stack>
    </Group>
  );
}

export function ContentHitRow({ hit, onOpen }: { hit: SearchResult; onOpen: (path: string) => void }) {
  return (
    <Spotlight.Action onClick={() => onOpen(hit.editPath)}>
      <Row
        picture={
          <Avatar src={hit.image} radius="sm" size={40}>
            <IconFileText size={20} />
          </Avatar>
        }
        title={hit.title}
        badge={kindLabel(hit.type)}
        lines={
          <>
            {hit.subtitle && (
              <Text size="xs" className={classes.secondary} truncate>
                {hit.subtitle}
              </Text>
            )}
            {hit.description && (
              <Text size="xs" className={classes.secondary} lineClamp={2}>
                {searchResultDescription(hit.description)}
              </Text>
            )}
          </>
        }
      />
    </Spotlight.Action>
  );
}

export function ScreenRow({ screen, onOpen }: { screen: SearchableScreen; onOpen: (path: string) => void }) {
  const { t } = useTranslation();
  const ScreenIcon = screen.icon ?? IconArrowRight;
  return (
    <Spotlight.Action onClick={() => onOpen(screen.path)}>
      <Row
        picture={
          <ThemeIcon variant="light" radius="sm" size={40}>
            <ScreenIcon size={20} />
          </ThemeIcon>
        }
        title={screen.label}
        badge={t('powerSearch.screenBadge')}
        lines={
          (screen.place || screen.description) && (
            <Text size="xs" className={classes.secondary} truncate>
              {[screen.place, screen.description].filter(Boolean).join(' · ')}
            </Text>
          )
        }
      />
    </Spotlight.Action>
  );
}
