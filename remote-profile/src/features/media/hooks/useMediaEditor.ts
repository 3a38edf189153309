import { useCallback, useEffect, useRef, useState } from 'react';
import { ot } from '@vd/shared/outbox';
import { getErrorMessage } from '@vd/shared/api';
import { toast } from '@vd/shared/toast';
import type { GalleryImage, GalleryResult } from '@vd/contract';
import { profileKeys } from '../../../lib/data/keys';
import { type QueryView, useMutation, useQuery, useQueryClient } from '@vd/shared/data';
import { afterGalleryChange, deleteVendorImage, galleryQuery, uploadVendorImages } from '../api/gallery';
import { t } from '../messages';
import { checkPick, MAX_PHOTOS, overallProgress, progressPercent, uploadBatches, uploadKey, withoutDuplicates } from '../model/files';

export interface PendingImage {
  key: string;
  file: File;
  /** An object URL of the file, for the preview (revoked when it leaves the list). */
  previewUrl: string;
}

export interface MediaEditor {
  gallery: QueryView<GalleryImage[]>;
  pending: PendingImage[];
  pick: (files: FileList | readonly File[] | null) => void;
  unpick: (key: string) => void;
  upload: () => void;
  uploading: boolean;
  /** Photos in the gallery now (null until it is loaded) and how many it holds. */
  inGallery: number | null;
  maxPhotos: number;
  /** No room left for another photo (gallery and photos waiting together). */
  full: boolean;
  /** 0-100 while uploading, null when the size is not known yet. */
  percent: number | null;
  remove: (imageId: string) => Promise<boolean>;
  removing: boolean;
}

let nextKey = 0;

/** An upload stopped part-way: the uploads before it were saved (each is all or nothing on the server). */
class PartialUploadError extends Error {
  constructor(
    readonly saved: number,
    readonly total: number,
    override readonly cause: unknown,
  ) {
    super('upload stopped part-way');
  }
}

/**
 * /profile/media/edit: new photos checked (JPEG, PNG or WebP, 5 MB each, room in the gallery of 30)
 * and previewed, then uploaded in batches of ten under one progress bar; gallery photos removed one by one.
 */
export function useMediaEditor(): MediaEditor {
  const client = useQueryClient();
  const gallery = useQuery(galleryQuery());
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [percent, setPercent] = useState<number | null>(null);

  // Object URLs live as long as their preview; whatever is left goes when the screen closes.
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(
    () => () => {
      for (const p of pendingRef.current) URL.revokeObjectURL(p.previewUrl);
    },
    [],
  );

  const inGallery = gallery.data ? gallery.data.length : null;
  const inGalleryRef = useRef(inGallery);
  inGalleryRef.current = inGallery;

  const pick = useCallback((list: FileList | readonly File[] | null) => {
    const files = Array.from(list ?? []);
    const fresh = withoutDuplicates(
      pendingRef.current.map((p) => p.file),
      files,
    );
    const { accepted, notImage, tooBig, overflow } = checkPick(fresh, { inGallery: inGalleryRef.current ?? 0, waiting: pendingRef.current.length });
    for (const file of notImage) toast.error(t('notImage', { file }));
    for (const file of tooBig) toast.error(t('tooBig', { file }));
    if (overflow.length > 0) toast.error(t('overflow', { max: MAX_PHOTOS, files: overflow.join(', ') }));
    if (accepted.length === 0) return;
    const added = accepted.map((file) => ({ key: `new-${nextKey++}`, file, previewUrl: URL.createObjectURL(file) }));
    pendingRef.current = [...pendingRef.current, ...added];
    setPending(pendingRef.current);
  }, []);

  const unpick = useCallback((key: string) => {
    setPending((current) => {
      const gone = current.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((p) => p.key !== key);
    });
  }, []);

  /** Sent files leave the waiting list (their previews freed) as soon as their upload is saved. */
  const dropSent = useCallback((sent: ReadonlySet<File>) => {
    setPending((current) => {
      for (const p of current) if (sent.has(p.file)) URL.revokeObjectURL(p.previewUrl);
      return current.filter((p) => !sent.has(p.file));
    });
  }, []);

  const uploadKeys = useRef(new WeakMap<File, { key: string; files: number }>());
  const uploadMutation = useMutation({
    // One upload per ten photos (the API's limit), one after another; the bar runs over all of them.
    mutationFn: async (files: File[]) => {
      const batches = uploadBatches(files);
      const bytes = batches.map((b) => b.reduce((sum, f) => sum + f.size, 0));
      let saved = 0;
      let last: GalleryResult | undefined;
      for (const [i, batch] of batches.entries()) {
        try {
          last = await uploadVendorImages(batch, uploadKey(uploadKeys.current, batch), (fraction) =>
            setPercent(progressPercent(overallProgress(bytes, i, fraction))),
          );
        } catch (cause) {
          if (saved === 0) throw cause;
          throw new PartialUploadError(saved, files.length, cause);
        }
        saved += batch.length;
        setPercent(progressPercent(overallProgress(bytes, i + 1, 0)));
        dropSent(new Set(batch));
        if (Array.isArray(last.images)) client.setQueryData(profileKeys.business.gallery(), last.images);
      }
      return last;
    },
    onMutate: () => setPercent(0),
    onSuccess: async (result) => {
      toast.success(t('updated'));
      await afterGalleryChange(client, result);
    },
    onError: async (error) => {
      if (error instanceof PartialUploadError) {
        toast.error(t('partial', { saved: error.saved, total: error.total }));
        await afterGalleryChange(client, undefined);
      } else toast.error(getErrorMessage(error, t('uploadFailed')));
    },
    onSettled: () => setPercent(null),
  });

  const removeMutation = useMutation({
    mutationFn: deleteVendorImage,
    onSuccess: async (result) => {
      toast.success(t('removed'));
      await afterGalleryChange(client, result);
    },
    onError: (error) => toast.error(getErrorMessage(error, t('removeFailed'))),
  });

  return {
    gallery,
    pending,
    pick,
    unpick,
    upload: () => {
      if (uploadMutation.isPending) return;
      if (pending.length === 0) {
        toast.error(t('needOne'));
        return;
      }
      // An upload needs the network: said at once, the picked pictures kept.
      if (!navigator.onLine) {
        toast.error(ot('needsNetwork'));
        return;
      }
      uploadMutation.mutate(pending.map((p) => p.file));
    },
    uploading: uploadMutation.isPending,
    inGallery,
    maxPhotos: MAX_PHOTOS,
    full: (inGallery ?? 0) + pending.length >= MAX_PHOTOS,
    percent,
    remove: (imageId) =>
      removeMutation.mutateAsync(imageId).then(
        () => true,
        () => false,
      ),
    removing: removeMutation.isPending,
  };
}
