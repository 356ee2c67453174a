import { useId, useState } from 'react';
import { api, routes, type ImageChoice, type MediaItem } from '@sla/data';
import { KeysetListFooter, LoadState, useKeysetList } from '@sla/data-views';
import { Dialog } from '@sla/forms';
import { t } from '@sla/i18n';
import { AltTextForm } from './AltTextForm.js';
import { InBody } from './InBody.js';
import { MediaUpload } from './MediaUpload.js';
import './editor.css';
import './images.css';

// Module level: useKeysetList needs a stable loader.
const loadMedia = (query: { cursor?: string }) => api(routes.listMedia, { query });

/** Keeps the alt text given for an image as the one the library offers next time; a failure only loses that convenience. */
function remember(item: MediaItem, alt: string) {
  if (alt === item.alt) return;
  api(routes.setMediaAlt, { params: { id: item.id }, body: { alt } }).catch(() => undefined);
}

/**
 * The media library in a dialog: its images newest first (with Load more) and an upload button.
 * Choosing an image, or uploading one, asks for its alt text; `onChoose` gets the image with it.
 */
export function MediaLibraryDialog({
  title = t('Choose an image'),
  onChoose,
  onCancel,
}: {
  title?: string;
  onChoose: (choice: ImageChoice) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const list = useKeysetList(loadMedia, {});
  const [uploaded, setUploaded] = useState<MediaItem[]>([]);
  const [chosen, setChosen] = useState<MediaItem | null>(null);

  const use = (item: MediaItem, alt: string) => {
    remember(item, alt);
    onChoose({ mediaId: item.id, url: item.url, alt });
  };

  return (
    <InBody>
      <Dialog labelledBy={`${id}-title`} onDismiss={onCancel} className="dialog--wide">
        <h2 id={`${id}-title`} className="dialog__title">
          {chosen ? t('Describe the image') : title}
        </h2>
        {chosen ? (
          <AltTextForm
            image={chosen}
            initialAlt={chosen.alt}
            onSubmit={(alt) => use(chosen, alt)}
            onBack={() => setChosen(null)}
            backLabel={t('Back to the library')}
            onCancel={onCancel}
          />
        ) : (
          <>
            <MediaUpload
              onUploaded={(item) => {
                setUploaded((current) => [item, ...current.filter((each) => each.id !== item.id)]);
                setChosen(item);
              }}
            />
            <LoadState
              state={list}
              loadingLabel={t('Loading the library…')}
              errorTitle={t('The library could not be loaded')}
              isEmpty={(ready) => ready.items.length + uploaded.length === 0}
              empty={<p className="empty-state">{t('No images yet. Upload the first one.')}</p>}
            >
              {(ready) => (
                <>
                  <ul className="media-grid" aria-label={t('Images in the library')}>
                    {[...uploaded, ...ready.items.filter((item) => !uploaded.some((each) => each.id === item.id))].map((item) => (
                      <li key={item.id}>
                        <button
                          type="button"
                          className="media-grid__item"
                          aria-label={
                            item.alt
                              ? t('Choose {file} ({alt})', { file: item.fileName, alt: item.alt })
                              : t('Choose {file}', { file: item.fileName })
                          }
                          onClick={() => setChosen(item)}
                        >
                          <img
                            src={item.url}
                            srcSet={item.srcset || undefined}
                            sizes="(max-width: 30rem) 45vw, 10rem"
                            width={item.width}
                            height={item.height}
                            loading="lazy"
                            alt=""
                          />
                          <span className="media-grid__name">{item.fileName}</span>
                          {item.alt ? <span className="media-grid__alt">{item.alt}</span> : null}
                        </button>
                      </li>
                    ))}
                  </ul>
                  <KeysetListFooter
                    list={ready}
                    noun={[t('image'), t('images')]}
                    more={t('older ones in the library')}
                    moreLabel={t('Load more')}
                  />
                </>
              )}
            </LoadState>
            <div className="dialog__actions">
              <button type="button" className="button button--outline" onClick={onCancel}>
                {t('Cancel')}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </InBody>
  );
}
