// What a portal needs to let someone write (the content portal's posts and pages, alumni stories): the Markdown editor
// with its toolbar, shortcuts and a preview rendered by the public page's own renderer and sanitiser, and the question
// before leaving unsaved work.
export { MarkdownEditor, type MarkdownEditorProps, type ImageChooserProps } from './MarkdownEditor.js';
export { MarkdownPreview } from './MarkdownPreview.js';
export { usePreviewHtml, type PreviewHtml } from './usePreviewHtml.js';
export { privatePictureUrl, showPrivatePicture, usePrivatePictures } from './privatePictures.js';
export { LEAVE_QUESTION, leaveOnPurpose, useLeaveGuard } from './useLeaveGuard.js';
