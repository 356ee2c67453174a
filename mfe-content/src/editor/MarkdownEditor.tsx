import { MarkdownEditor as SharedMarkdownEditor, type MarkdownEditorProps as SharedProps } from '@sla/portal-kit/writing';
import { t } from '@sla/i18n';
import { MediaLibraryDialog } from './MediaLibraryDialog.js';

export interface MarkdownEditorProps extends Omit<SharedProps, 'imageChooser'> {
  /** Whether the toolbar offers images from the media library (on by default). */
  images?: boolean;
}

/** The shared Markdown editor with the content portal's media library behind its image button. */
export function MarkdownEditor({ images = true, ...props }: MarkdownEditorProps) {
  return (
    <SharedMarkdownEditor
      // A post made of an alumnus's story shows its pictures before they are public (decision 0048).
      privatePictures
      {...props}
      imageChooser={images ? (choose) => <MediaLibraryDialog title={t('Put an image in the text')} {...choose} /> : undefined}
    />
  );
}
