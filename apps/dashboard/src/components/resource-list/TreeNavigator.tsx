import { NavLink, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo, type TreeNode } from './tree';
import { useTreeParam } from './use-tree-param';

interface TreeNavigatorProps {
  /** The tree; undefined while it loads. */
  nodes: readonly TreeNode[] | undefined;
  /** What the top level is called ('Alle sider'). */
  rootLabel: string;
}

/**
 * The levels beside a list: the node the list stands in (its title leads one level up)
 * and the nodes below it, which can be entered. The position lives in the URL.
 */
export function TreeNavigator({ nodes, rootLabel }: TreeNavigatorProps) {
  const { t } = useTranslation();
  const { current, linkTo } = useTreeParam();
  const chain = nodes && current ? pathTo(nodes, current) : null;
  const node = chain?.at(-1);
  const parent = chain?.at(-2);
  const children = current ? (node?.children ?? []) : (nodes ?? []);

  return (
    <Paper component="nav" withBorder p={4} aria-label={t('resourceList.treeLabel')}>
      {!nodes ? (
        <Stack gap="xs" p="xs" aria-busy>
          <Skeleton height={14} width="60%" />
          <Skeleton height={14} width="80%" />
          <Skeleton height={14} width="70%" />
        </Stack>
      ) : (
        <>
          {current ? (
            <NavLink
              component={Link}
              to={linkTo(parent?._id ?? null)}
              label={node?.title ?? rootLabel}
              description={t('resourceList.backTo', { title: parent?.title ?? rootLabel })}
              leftSection={<IconChevronLeft size={16} />}
              fw={600}
            />
          ) : (
            <Text fw={600} size="sm" px="sm" py={8}>
              {rootLabel}
            </Text>
          )}
          <Stack gap={0} pl={current ? 'md' : 0}>
            {children.map((child) => (
              <NavLink
                key={child._id}
                component={Link}
                to={linkTo(child._id)}
                label={child.title}
                rightSection={<IconChevronRight size={14} />}
              />
            ))}
            {children.length === 0 && (
              <Text c="dimmed" size="sm" px="sm" py={8}>
                {t('resourceList.noDeeperLevels')}
              </Text>
            )}
          </Stack>
        </>
      )}
    </Paper>
  );
}
