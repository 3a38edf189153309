import { useState } from 'react';
import { getErrorMessage } from '@vd/shared/api';
import { toast } from '@vd/shared/toast';
import { checkHoliday, comingHolidays, type HolidayProblem } from '@vd/contract/rules';
import type { HolidayRecord } from '@vd/contract';
import { useMutation, useQuery, useQueryClient } from '@vd/shared/data';
import { addHoliday, afterHolidayChange, holidaysQuery, removeHoliday } from '../api/holidays';
import { th } from '../holidayMessages';

export interface HolidayDraft {
  from: string;
  to: string;
  reason: string;
}

const EMPTY: HolidayDraft = { from: '', to: '', reason: '' };

/** The Holidays section: the coming holidays, a new one checked by the shared rule, added or removed at once. */
export function useHolidays() {
  const client = useQueryClient();
  const list = useQuery(holidaysQuery());
  const [draft, setDraft] = useState<HolidayDraft>(EMPTY);
  const [problem, setProblem] = useState<HolidayProblem | null>(null);

  const add = useMutation({
    mutationFn: addHoliday,
    onSuccess: async (holidays) => {
      setDraft(EMPTY);
      setProblem(null);
      toast.success(th('added'));
      await afterHolidayChange(client, holidays);
    },
    onError: (error) => toast.error(getErrorMessage(error, th('addFailed'))),
  });
  const remove = useMutation({
    mutationFn: removeHoliday,
    onSuccess: async (holidays) => {
      toast.success(th('removed'));
      await afterHolidayChange(client, holidays);
    },
    onError: (error) => toast.error(getErrorMessage(error, th('removeFailed'))),
  });

  const submit = () => {
    if (add.isPending) return;
    const found = checkHoliday(draft, new Date());
    setProblem(found);
    if (found) return;
    add.mutate({ from: draft.from, ...(draft.to ? { to: draft.to } : {}), ...(draft.reason.trim() ? { reason: draft.reason.trim() } : {}) });
  };

  const coming: HolidayRecord[] = comingHolidays(list.data ?? [], new Date());
  return {
    list,
    coming,
    draft,
    change: (change: Partial<HolidayDraft>) => {
      setDraft((d) => ({ ...d, ...change }));
      setProblem(null);
    },
    problem,
    submit,
    adding: add.isPending,
    remove: (id: string) => remove.mutate(id),
    removing: remove.isPending ? remove.variables : null,
  };
}
