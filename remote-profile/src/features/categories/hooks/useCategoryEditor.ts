import { useMemo, useState } from 'react';
import { toast } from '@vd/shared/toast';
import { type QueryView, useMutation, useQuery, useQueryClient } from '@vd/shared/data';
import { afterVendorCategoriesChange, categoryTreeQuery, putVendorCategories } from '../api/categories';
import { vendorRecordQuery } from '../../../lib/data/vendor';
import { t } from '../messages';
import { type LeafGroup, leafGroups, searchLeafGroups, selectedLeafIds, toggleLeaf, vendorLeafIds } from '../model/selection';
import { useGoBack } from '../../../ui/useGoBack';

export interface CategoryEditor {
  /** Every category (GET category) with the vendor record read on opening: loading, error with Retry. */
  groups: QueryView<LeafGroup[]>;
  /** The groups the search leaves. */
  visible: LeafGroup[];
  query: string;
  setQuery: (q: string) => void;
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  count: number;
  save: () => void;
  saving: boolean;
}

/** /profile/categories/edit: starts from the vendor's leaves, toggles, saves with PUT vendor/category. */
export function useCategoryEditor(): CategoryEditor {
  const goBack = useGoBack();
  const client = useQueryClient();
  const tree = useQuery(categoryTreeQuery());
  const record = useQuery(vendorRecordQuery());
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Set<string> | null>(null);

  const fresh = record.isFetchedAfterMount ? record.data : undefined;
  if (selected === null && fresh) setSelected(new Set(vendorLeafIds(fresh.vendorCategories)));

  const groups = useMemo(() => (tree.data ? leafGroups(tree.data) : undefined), [tree.data]);
  const visible = useMemo(() => searchLeafGroups(groups ?? [], query), [groups, query]);
  const chosen = useMemo(() => selectedLeafIds(groups ?? [], selected ?? new Set()), [groups, selected]);

  const mutation = useMutation({
    mutationFn: putVendorCategories,
    onSuccess: async () => {
      toast.success(t('updated'));
      await afterVendorCategoriesChange(client).catch((error: unknown) => console.warn('[categories] refresh after save failed', error));
      goBack();
    },
    onError: () => toast.error(t('updateFailed')),
  });

  return {
    groups: {
      data: groups && selected ? groups : undefined,
      error: tree.error ?? record.error,
      refetch: () => Promise.all([tree.refetch(), record.refetch()]),
    },
    visible,
    query,
    setQuery,
    selected: selected ?? new Set(),
    toggle: (id) => setSelected((s) => toggleLeaf(s ?? new Set(), id)),
    count: chosen.length,
    save: () => {
      if (mutation.isPending) return;
      if (chosen.length === 0) {
        toast.error(t('selectOne'));
        return;
      }
      mutation.mutate(chosen);
    },
    saving: mutation.isPending,
  };
}
