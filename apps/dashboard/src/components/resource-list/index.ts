export { DraftStatusBadge } from './DraftStatusBadge';
export { formatDateTime } from './format-date-time';
export { EmptyList, ListError } from './ListStates';
export { ResourceList, type ResourceListProps } from './ResourceList';
export { TreeNavigator } from './TreeNavigator';
export { pathTo, type TreeNode } from './tree';
export type { EmptyListState, ResourceColumn, RowLink } from './types';
export { type ListSearch, useListSearch } from './use-list-search';
export { useTreeParam } from './use-tree-param';
