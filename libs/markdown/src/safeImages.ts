import type { Element, ElementContent, Root, RootContent } from 'hast';

/**
 * Where images in Markdown may come from: this site's media library, whose files are checked, resized
 * and stripped of metadata when uploaded. Nothing else: an address elsewhere could track readers, and the
 * site's content policy would block it anyway.
 */
const LIBRARY_IMAGE = /^\/api\/media\/[A-Za-z0-9_-]{1,64}\/\d{2,4}\.webp$/;

export function safeImageSrc(src: string): string | null {
  return LIBRARY_IMAGE.test(src) ? src : null;
}

/**
 * A rehype plugin: an image from the media library keeps its address and description and loads lazily
 * (a story's pictures are below its cover); any other image becomes its description as text.
 */
export function rehypeSafeImages() {
  return (tree: Root) => {
    tree.children = fixImages(tree.children as ElementContent[]) as RootContent[];
  };
}

function fixImages(nodes: ElementContent[]): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type !== 'element') return [node];
    node.children = fixImages(node.children);
    if (node.tagName !== 'img') return [node];
    const raw = node.properties.src;
    const src = typeof raw === 'string' ? safeImageSrc(raw) : null;
    const alt = typeof node.properties.alt === 'string' ? node.properties.alt : '';
    if (src === null) return alt ? [{ type: 'text', value: alt }] : [];
    const image: Element = { ...node, properties: { src, alt, loading: 'lazy', decoding: 'async' } };
    return [image];
  });
}
