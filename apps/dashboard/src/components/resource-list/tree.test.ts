import { describe, expect, it } from 'vitest';
import { pathTo, type TreeNode } from './tree';

const node = (id: string, children: TreeNode[] = []): TreeNode => ({ _id: id, title: id.toUpperCase(), children });
const tree = [node('om', [node('team', [node('ledelse')])]), node('butikk', [node('vilkar')])];

describe('tree navigator position', () => {
  it('the path to a node runs from its root down to it', () => {
    expect(pathTo(tree, 'ledelse')?.map((entry) => entry._id)).toEqual(['om', 'team', 'ledelse']);
  });

  it('a root node is its own path', () => {
    expect(pathTo(tree, 'butikk')?.map((entry) => entry._id)).toEqual(['butikk']);
  });

  it('a node that is not in the tree has no path', () => {
    expect(pathTo(tree, 'borte')).toBeNull();
  });
});
