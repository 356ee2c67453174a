import type { Nodes, Root } from 'mdast';

/**
 * A remark plugin: shifts the headings of a text so its biggest one lands at `top` (h2 in a
 * story under the page's h1, h3 inside a programme page's section), whether its author started
 * at "#" or at "##"; nothing goes below h6. Reading the parsed tree, a "#" in a code block is not
 * mistaken for a heading.
 */
export function remarkShiftHeadings({ top }: { top: number }) {
  return (tree: Root) => {
    const headings = collect(tree);
    if (!headings.length) return;
    const offset = top - Math.min(...headings.map((heading) => heading.depth));
    for (const heading of headings) heading.depth = Math.max(1, Math.min(6, heading.depth + offset)) as 1;
  };
}

function collect(node: Nodes): Extract<Nodes, { type: 'heading' }>[] {
  if (node.type === 'heading') return [node];
  return 'children' in node ? node.children.flatMap(collect) : [];
}
