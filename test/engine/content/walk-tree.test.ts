import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Node, Parent } from 'unist';
import { SKIP, walkTree } from '../../../src/shared/walk-tree.js';

interface TestNode extends Node {
  name: string;
  children?: TestNode[];
}

const leaf = (type: string, name: string): TestNode => ({ type, name });
const branch = (type: string, name: string, children: TestNode[]): TestNode => ({ type, name, children });

function sampleTree(): TestNode {
  return branch('root', 'root', [branch('a', 'a1', [leaf('b', 'b1'), branch('a', 'a2', [leaf('b', 'b2')])]), leaf('b', 'b3')]);
}

describe('walkTree', () => {
  it('visits matching nodes below the root in document order, with index and parent', () => {
    const seen: string[] = [];
    walkTree<TestNode>(sampleTree(), ['a', 'b'], (node, index, parent) => {
      seen.push(`${node.name}@${index} in ${(parent as TestNode).name}`);
    });
    assert.deepEqual(seen, ['a1@0 in root', 'b1@0 in a1', 'a2@1 in a1', 'b2@0 in a2', 'b3@1 in root']);
  });

  it('leaves out the children of a node when the visitor returns SKIP', () => {
    const seen: string[] = [];
    walkTree<TestNode>(sampleTree(), ['a', 'b'], (node) => {
      seen.push(node.name);
      return node.name === 'a2' ? SKIP : undefined;
    });
    assert.deepEqual(seen, ['a1', 'b1', 'a2', 'b3']);
  });

  it('goes on from the index the visitor returns after it removes or replaces nodes', () => {
    const tree = sampleTree();
    walkTree<TestNode>(tree, 'b', (_node, index, parent: Parent) => {
      parent.children.splice(index, 1);
      return index;
    });
    assert.deepEqual(tree, branch('root', 'root', [branch('a', 'a1', [branch('a', 'a2', [])])]));

    const wrapped = sampleTree();
    const seen: string[] = [];
    walkTree<TestNode>(wrapped, 'b', (node, index, parent: Parent) => {
      seen.push(node.name);
      parent.children[index] = branch('wrapper', `w-${node.name}`, [node]);
      return index + 1;
    });
    assert.deepEqual(seen, ['b1', 'b2', 'b3'], 'a wrapped node is not visited again');
    assert.equal((wrapped.children![1] as TestNode).name, 'w-b3');
  });
});
