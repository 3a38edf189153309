import { useId, useState } from 'react';
import { Button, Dialog, EmptyState, Skeleton } from '@vd/shared/ui';
import { QueryState } from '@vd/shared/data';
import { EditorCard, EditorPage } from '../../../ui/EditorPage';
import { useMediaEditor } from '../hooks/useMediaEditor';
import { t } from '../messages';
import styles from './Media.module.css';
import { useGoBack } from '../../../ui/useGoBack';

/** /profile/media/edit: pick photos (camera or gallery), preview, Update Media with progress; the current gallery with remove. */
export default function MediaScreen() {
  const goBack = useGoBack();
  const media = useMediaEditor();
  const inputId = useId();
  const [confirming, setConfirming] = useState<{ id: string; index: number } | null>(null);

  return (
    <EditorPage
      title={t('title')}
      backLabel={t('back')}
      testId="media-editor"
      footer={
        <>
          <Button variant="secondary" onClick={() => goBack()} disabled={media.uploading}>
            {t('cancel')}
          </Button>
          <Button
            onClick={media.upload}
            loading={media.uploading}
            loadingText={media.percent === null ? t('uploadingUnknown') : t('uploading', { percent: media.percent })}
          >
            {t('update')}
          </Button>
        </>
      }
    >
      <EditorCard title={t('addTitle')} description={t('addText', { max: media.maxPhotos })} testId="media-add">
        {media.full && !media.uploading ? (
          <p className={styles.fullNote} role="status" data-testid="media-full">
            {t('galleryFull')}
          </p>
        ) : null}
        <label className={styles.picker} htmlFor={inputId} data-disabled={media.full || media.uploading ? 'true' : undefined}>
          <span className={styles.pickerIcon} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path
                d="M4 7h3l2-2h6l2 2h3v12H4z M12 10a3.5 3.5 0 1 0 0 7a3.5 3.5 0 0 0 0-7z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <span className={styles.pickerText}>
            <span className={styles.pickerTitle}>{t('choose')}</span>
            <span className={styles.pickerHint}>{t('chooseHint')}</span>
          </span>
          <input
            id={inputId}
            className={styles.fileInput}
            type="file"
            accept="image/*"
            multiple
            disabled={media.uploading || media.full}
            data-testid="media-input"
            onChange={(e) => {
              media.pick(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
        {media.pending.length > 0 ? (
          <div className={styles.pending}>
            <h3 className={styles.subTitle}>{t('newPhotos', { count: media.pending.length })}</h3>
            <ul className={styles.grid} data-testid="media-pending">
              {media.pending.map((p) => (
                <li key={p.key} className={styles.item}>
                  <img src={p.previewUrl} alt={p.file.name} className={styles.image} />
                  <span className={styles.badge}>{p.file.name}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('removeNew', { file: p.file.name })}
                    onClick={() => media.unpick(p.key)}
                    disabled={media.uploading}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {media.uploading ? (
          <div className={styles.progress}>
            <progress max={100} value={media.percent ?? undefined} aria-label={t('uploadingUnknown')} data-testid="media-progress" />
            <span>{media.percent === null ? t('uploadingUnknown') : t('uploading', { percent: media.percent })}</span>
          </div>
        ) : null}
      </EditorCard>

      <EditorCard title={t('galleryTitle')} description={t('galleryText')} testId="media-gallery">
        {media.inGallery !== null ? (
          <p className={styles.count} data-testid="media-count">
            {t('galleryCount', { count: media.inGallery, max: media.maxPhotos })}
          </p>
        ) : null}
        <QueryState
          query={media.gallery}
          errorMessage={t('galleryFailed')}
          loading={
            <div className={styles.grid}>
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={`s${i}`} height={120} />
              ))}
            </div>
          }
          isEmpty={(images) => images.length === 0}
          empty={<EmptyState title={t('galleryEmpty')} description={t('galleryEmptyText')} />}
        >
          {(images) => (
            <ul className={styles.grid} data-testid="media-current">
              {images.map((image, i) => (
                <li key={image.id} className={styles.item}>
                  <img src={image.thumbnailUrl || image.url} alt={t('photo', { index: i + 1 })} className={styles.image} loading="lazy" />
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('removeImage', { index: i + 1 })}
                    onClick={() => setConfirming({ id: image.id, index: i + 1 })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </EditorCard>

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('removeTitle')}
        role="alertdialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('keep')}
            </Button>
            <Button
              variant="danger"
              loading={media.removing}
              onClick={async () => {
                if (confirming && (await media.remove(confirming.id))) setConfirming(null);
              }}
            >
              {t('remove')}
            </Button>
          </>
        }
      >
        <p className={styles.dialogText}>{t('removeText')}</p>
      </Dialog>
    </EditorPage>
  );
}
