import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { t, type MessageValues } from '@sla/i18n';

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\/>/g;

/**
 * A message with markup: `<T message="Read <link>the privacy notice</link>." components={{ link: <Link to="/privacy" /> }} />`.
 * Each <name>…</name> of the translated text becomes components[name] with that text inside, so a
 * translation may move the link within its sentence. Tags do not nest.
 */
export function T({
  message,
  values,
  components = {},
}: {
  message: string;
  values?: MessageValues;
  components?: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const text = t(message, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const name = match[1] ?? match[3] ?? '';
    const component = components[name];
    if (match.index > last) parts.push(text.slice(last, match.index));
    if (component) parts.push(cloneElement(component, { key: match.index }, match[2] ?? component.props.children));
    else parts.push(match[2] ?? '');
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
