import { useState } from 'react';
import type { StaffMember, StaffRole } from '@vd/contract';
import { MAX_STAFF } from '@vd/contract/rules';
import { getErrorCode, getErrorMessage } from '@vd/shared/api';
import { useMutation, useQuery, useQueryClient } from '@vd/shared/data';
import { toast } from '@vd/shared/toast';
import { profileKeys } from '../../../lib/data/keys';
import { addStaffMember, changeStaffRole, removeStaffMember, staffQuery } from '../api/staff';
import { stt } from '../messages';
import { canAddMore, type DraftProblems, draftBody, draftProblems, EMPTY_DRAFT, roleName, type StaffDraft } from '../model/staff';

/** The Staff screen: the list, a new member checked by the login's phone rules, role changes and removal, each saved at once. */
export function useStaff() {
  const client = useQueryClient();
  const list = useQuery(staffQuery());
  const [draft, setDraft] = useState<StaffDraft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<DraftProblems>({});
  const setList = (staff: StaffMember[]) => client.setQueryData(profileKeys.staff.list(), staff);

  const add = useMutation({
    mutationFn: addStaffMember,
    onSuccess: (member) => {
      setDraft(EMPTY_DRAFT);
      setProblems({});
      setList([...(list.data ?? []).filter((m) => m.id !== member.id), member]);
      toast.success(stt('added', { name: member.name }));
    },
    onError: (error) => {
      // The phone's own problem (taken, not 10 digits) belongs under the phone field.
      const code = getErrorCode(error);
      const message = getErrorMessage(error, stt('addFailed'));
      if (code === 'STAFF_PHONE_TAKEN' || code === 'INVALID_PHONE') setProblems({ phone: message });
      else if (code === 'STAFF_LIMIT') toast.error(stt('limitReached', { max: MAX_STAFF }));
      else toast.error(message);
    },
  });
  const changeRole = useMutation({
    mutationFn: changeStaffRole,
    onSuccess: (member) => {
      setList((list.data ?? []).map((m) => (m.id === member.id ? member : m)));
      toast.success(stt('roleChanged', { name: member.name, role: roleName(member.role) }));
    },
    onError: (error) => toast.error(getErrorMessage(error, stt('roleFailed'))),
  });
  const remove = useMutation({
    mutationFn: (member: StaffMember) => removeStaffMember(member.id),
    onSuccess: (staff, member) => {
      setList(staff);
      toast.success(stt('removed', { name: member.name }));
    },
    onError: (error) => toast.error(getErrorMessage(error, stt('removeFailed'))),
  });

  const submit = () => {
    if (add.isPending) return;
    const found = draftProblems(draft);
    setProblems(found);
    if (found.name || found.phone) return;
    add.mutate(draftBody(draft));
  };

  return {
    list,
    draft,
    problems,
    change: (change: Partial<StaffDraft>) => {
      setDraft((d) => ({ ...d, ...change }));
      setProblems((p) => ({ ...p, ...(change.name !== undefined ? { name: undefined } : {}), ...(change.phone !== undefined ? { phone: undefined } : {}) }));
    },
    submit,
    adding: add.isPending,
    canAdd: canAddMore(list.data ?? []),
    setRole: (member: StaffMember, role: StaffRole) => changeRole.mutate({ id: member.id, role }),
    remove: (member: StaffMember) => remove.mutate(member),
    removing: remove.isPending ? remove.variables?.id : null,
  };
}
