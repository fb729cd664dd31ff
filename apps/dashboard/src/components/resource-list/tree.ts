/** The tree navigator's nodes (spec 1 §7 'GET pages/tree') and where the list stands in them. */
export interface TreeNode {
  _id: string;
  title: string;
  children: TreeNode[];
}

/** The nodes from a root down to the one with this id, root first; null when it is not in the tree. */
export function pathTo(nodes: readonly TreeNode[], id: string): TreeNode[] | null {
  for (const node of nodes) {
    if (node._id === id) return [node];
    const below = pathTo(node.children, id);
    if (below) return [node, ...below];
  }
  return null;
}
