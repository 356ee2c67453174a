import type { Element, ElementContent, Root, RootContent } from 'hast';

/** Width and height in pixels of site images, by address. */
export type ImageSizes = Readonly<Record<string, { width: number; height: number }>>;

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
  return (tree: Root, file: { data: object }) => {
    // renderMarkdown puts the sizes in the file's data for each call.
    const sizes = (file.data as { imageSizes?: ImageSizes }).imageSizes ?? {};
    tree.children = fixImages(tree.children as ElementContent[], sizes) as RootContent[];
  };
}

function fixImages(nodes: ElementContent[], sizes: ImageSizes): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type !== 'element') return [node];
    node.children = fixImages(node.children, sizes);
    if (node.tagName !== 'img') return [node];
    const raw = node.properties.src;
    const src = typeof raw === 'string' ? safeImageSrc(raw) : null;
    const alt = typeof node.properties.alt === 'string' ? node.properties.alt : '';
    if (src === null) return alt ? [{ type: 'text', value: alt }] : [];
    // Known sizes reserve the picture's room before it arrives (no layout shift); CSS scales it to the column.
    const size = Object.hasOwn(sizes, src) ? sizes[src] : undefined;
    const dimensions = size ? { width: size.width, height: size.height } : {};
    const image: Element = { ...node, properties: { src, alt, ...dimensions, loading: 'lazy', decoding: 'async' } };
    return [image];
  });
}
