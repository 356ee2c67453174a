import { Fragment, type ReactNode } from 'react';

/**
 * Renders the Markdown of stories and programme pages as React elements: headings, paragraphs,
 * lists, quotes, emphasis, code and links. It never creates HTML from text, so whatever an author
 * (or an attacker) writes, raw HTML shows as text and cannot run; links keep only http(s), mailto
 * and same-site addresses. Small on purpose: visitors on costly data download it.
 */
export function Markdown({ text, headingOffset = 1 }: { text: string; headingOffset?: number }) {
  return <>{blocks(text).map((block, index) => renderBlock(block, index, headingOffset))}</>;
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; text: string };

function blocks(text: string): Block[] {
  const out: Block[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (!line.trim()) {
      flush();
    } else if (heading) {
      flush();
      out.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]!.trim() });
    } else if (bullet || numbered) {
      flush();
      const ordered = Boolean(numbered);
      const items = [(bullet ?? numbered)![1]!];
      const pattern = ordered ? /^\s*\d+[.)]\s+(.*)$/ : /^\s*[-*+]\s+(.*)$/;
      while (i + 1 < lines.length && pattern.test(lines[i + 1]!)) items.push(pattern.exec(lines[++i]!)![1]!);
      out.push({ kind: 'list', ordered, items });
    } else if (line.startsWith('>')) {
      flush();
      const quoted = [line.replace(/^>\s?/, '')];
      while (i + 1 < lines.length && lines[i + 1]!.startsWith('>')) quoted.push(lines[++i]!.replace(/^>\s?/, ''));
      out.push({ kind: 'quote', text: quoted.join('\n') });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return out;
}

function renderBlock(block: Block, key: number, headingOffset: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      // Story bodies sit under the page's h1, so "#" becomes h2 by default.
      const Tag = `h${Math.min(6, block.level + headingOffset)}` as 'h2';
      return <Tag key={key}>{inline(block.text)}</Tag>;
    }
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag key={key}>
          {block.items.map((item, index) => (
            <li key={index}>{inline(item)}</li>
          ))}
        </Tag>
      );
    }
    case 'quote':
      return <blockquote key={key}>{inline(block.text)}</blockquote>;
    default:
      return <p key={key}>{inline(block.text)}</p>;
  }
}

/** http(s), mailto and paths on this site; anything else (javascript:, data:, …) is not a link. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)/.test(trimmed) || /^#/.test(trimmed)) return trimmed;
  if (/^(https?:\/\/|mailto:)/i.test(trimmed)) return trimmed;
  return null;
}

const INLINE = /(\[([^\]]+)\]\(([^)\s]+)\))|(\*\*([^*]+)\*\*)|(\*([^*]+)\*|_([^_]+)_)|(`([^`]+)`)|(\n)/;

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let key = 0;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push(rest);
      break;
    }
    if (match.index) out.push(rest.slice(0, match.index));
    const [whole, link, label, href, strong, strongText, em, emStar, emUnderscore, code, codeText] = match;
    if (link) {
      const safe = safeHref(href!);
      const external = safe ? /^https?:/i.test(safe) : false;
      out.push(
        safe ? (
          <a key={key++} href={safe} {...(external ? { rel: 'noopener noreferrer' } : {})}>
            {inline(label!)}
          </a>
        ) : (
          <Fragment key={key++}>{label}</Fragment>
        ),
      );
    } else if (strong) out.push(<strong key={key++}>{inline(strongText!)}</strong>);
    else if (em) out.push(<em key={key++}>{inline((emStar ?? emUnderscore)!)}</em>);
    else if (code) out.push(<code key={key++}>{codeText}</code>);
    else out.push(<br key={key++} />);
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}
