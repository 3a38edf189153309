import { useCallback, useEffect, useRef, useState } from 'react';
import { ot } from '@vd/shared/outbox';
import { getErrorMessage } from '@vd/shared/api';
import { toast } from '@vd/shared/toast';
import type { GalleryImage } from '@vd/contract';
import { type QueryView, useMutation, useQuery, useQueryClient } from '@vd/shared/data';
import { afterGalleryChange, deleteVendorImage, galleryQuery, uploadVendorImages } from '../api/gallery';
import { t } from '../messages';
import { checkFileSizes, progressPercent, withoutDuplicates } from '../model/files';

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
  /** 0-100 while uploading, null when the size is not known yet. */
  percent: number | null;
  remove: (imageId: string) => Promise<boolean>;
  removing: boolean;
}

let nextKey = 0;

/** /profile/media/edit: new photos checked (5 MB each) and previewed, uploaded together; gallery photos removed one by one. */
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

  const pick = useCallback((list: FileList | readonly File[] | null) => {
    const files = Array.from(list ?? []);
    const { accepted, tooBig } = checkFileSizes(files);
    for (const file of tooBig) toast.error(t('tooBig', { file }));
    setPending((current) => [
      ...current,
      ...withoutDuplicates(
        current.map((p) => p.file),
        accepted,
      ).map((file) => ({ key: `new-${nextKey++}`, file, previewUrl: URL.createObjectURL(file) })),
    ]);
  }, []);

  const unpick = useCallback((key: string) => {
    setPending((current) => {
      const gone = current.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((p) => p.key !== key);
    });
  }, []);

  const uploadMutation = useMutation({
    mutationFn: (files: File[]) => uploadVendorImages(files, (fraction) => setPercent(progressPercent(fraction))),
    onMutate: () => setPercent(0),
    onSuccess: async (result, files) => {
      toast.success(t('updated'));
      setPending((current) => {
        const sent = new Set(files);
        for (const p of current) if (sent.has(p.file)) URL.revokeObjectURL(p.previewUrl);
        return current.filter((p) => !sent.has(p.file));
      });
      await afterGalleryChange(client, result);
    },
    onError: (error) => toast.error(getErrorMessage(error, t('uploadFailed'))),
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
      // An upload needs the network: said at once, the picked pictures kept (issue 22).
      if (!navigator.onLine) {
        toast.error(ot('needsNetwork'));
        return;
      }
      uploadMutation.mutate(pending.map((p) => p.file));
    },
    uploading: uploadMutation.isPending,
    percent,
    remove: (imageId) =>
      removeMutation.mutateAsync(imageId).then(
        () => true,
        () => false,
      ),
    removing: removeMutation.isPending,
  };
}
