import type { ProfilePhoto } from '@sla/data';
import { t } from '@sla/i18n';
import './avatar.css';

export type AvatarSize = 'small' | 'large';

export interface AvatarProps {
  /** Null when the viewer may not see the name. */
  name: string | null;
  /** Null when there is none or the viewer may not see it. */
  photo: ProfilePhoto | null;
  size: AvatarSize;
}

/** Up to two initials, from the first and last words of the name; a neutral mark when the name is not shown. */
export function initialsOf(name: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return (Array.from(first)[0]! + (last ? Array.from(last)[0]! : '')).toUpperCase();
}

/**
 * One alumnus's picture: their photo when the viewer was given it, else their initials. The image is named after the
 * person (or "Alumnus" when the name is hidden) so a screen reader says whose picture it is.
 */
export function Avatar({ name, photo, size }: AvatarProps) {
  const label = name ?? t('Alumnus');
  const className = `alumni-avatar alumni-avatar--${size}`;
  if (photo) {
    const pixels = size === 'small' ? 48 : 128;
    return (
      <img
        className={className}
        src={size === 'small' ? photo.small : photo.large}
        alt={label}
        width={pixels}
        height={pixels}
        loading="lazy"
      />
    );
  }
  return (
    <span className={className} role="img" aria-label={label}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
