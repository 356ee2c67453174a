import type { Nodes, Paragraph, Root, Text } from 'mdast';

/**
 * A remark plugin: HTML written inside Markdown stays the text it was typed as. It never becomes
 * markup (remark-rehype would otherwise drop it silently, and an author would not see why part
 * of their text went missing). A block of HTML becomes a paragraph of that text.
 */
export function remarkRawHtmlAsText() {
  return (tree: Root) => {
    visit(tree);
  };
}

function visit(node: Nodes) {
  if (!('children' in node)) return;
  // Blocks sit in the root, quotes and list items; anywhere else HTML was typed inside a line.
  const block = node.type === 'root' || node.type === 'blockquote' || node.type === 'listItem';
  node.children.forEach((child, index) => {
    if (child.type !== 'html') return visit(child);
    const text: Text = { type: 'text', value: child.value };
    const paragraph: Paragraph = { type: 'paragraph', children: [text] };
    (node.children as Nodes[])[index] = block ? paragraph : text;
  });
}
