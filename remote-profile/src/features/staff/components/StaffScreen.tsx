import { useState } from 'react';
import type { StaffMember } from '@vd/contract';
import { STAFF_NAME_MAX_LENGTH, STAFF_ROLES, type StaffRole } from '@vd/contract/rules';
import { QueryState } from '@vd/shared/data';
import { formatDateTime } from '@vd/shared/format';
import { Button, Dialog } from '@vd/shared/ui';
import { sanitizePhoneInput, stripCountryCode } from '@vd/shared/validation';
import { EditorCard, EditorPage } from '../../../ui/EditorPage';
import { TextField } from '../../../ui/TextField';
import { useStaff } from '../hooks/useStaff';
import { stt } from '../messages';
import { roleName } from '../model/staff';
import styles from './staff.module.css';

/** /profile/staff: who has access to the shop, with their role; add, change a role, remove (the owner only). */
export default function StaffScreen() {
  const staff = useStaff();
  const [confirming, setConfirming] = useState<StaffMember | null>(null);
  return (
    <EditorPage title={stt('title')} backLabel={stt('back')} testId="staff-screen">
      <p className={styles.intro}>{stt('intro')}</p>
      <EditorCard title={stt('listTitle')} testId="staff-list-card">
        <QueryState query={staff.list} errorMessage={stt('loadFailed')} loading={<p className={styles.note}>…</p>}>
          {(members) =>
            members.length === 0 ? (
              <p className={styles.note}>{stt('none')}</p>
            ) : (
              <ul className={styles.list} data-testid="staff-list">
                {members.map((m) => (
                  <li key={m.id} className={styles.member} data-testid="staff-member">
                    <div className={styles.who}>
                      <span className={styles.name}>{m.name}</span>
                      <a className={styles.phone} href={`tel:${m.phone}`}>
                        {stripCountryCode(m.phone)}
                      </a>
                      <span className={styles.seen}>{m.lastSignInAt ? stt('lastSignIn', { when: formatDateTime(m.lastSignInAt) }) : stt('neverSignedIn')}</span>
                    </div>
                    <div className={styles.actions}>
                      <RoleSelect value={m.role} label={stt('roleLabel', { name: m.name })} onChange={(role) => staff.setRole(m, role)} />
                      <Button
                        variant="secondary"
                        size="small"
                        onClick={() => setConfirming(m)}
                        loading={staff.removing === m.id}
                        aria-label={stt('removeLabel', { name: m.name })}
                      >
                        {stt('remove')}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </EditorCard>

      <EditorCard title={stt('addTitle')} testId="staff-add-card">
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            staff.submit();
          }}
        >
          <TextField
            label={stt('name')}
            value={staff.draft.name}
            placeholder={stt('namePlaceholder')}
            maxLength={STAFF_NAME_MAX_LENGTH}
            autoComplete="off"
            error={staff.problems.name}
            onValueChange={(name) => staff.change({ name })}
            name="staffName"
          />
          <TextField
            label={stt('phone')}
            value={staff.draft.phone}
            prefix="+91"
            inputMode="numeric"
            autoComplete="off"
            error={staff.problems.phone}
            onValueChange={(phone) => staff.change({ phone: sanitizePhoneInput(phone) })}
            name="staffPhone"
          />
          <fieldset className={styles.roles}>
            <legend className={styles.legend}>{stt('role')}</legend>
            {STAFF_ROLES.map((role) => (
              <label key={role} className={styles.roleOption}>
                <input type="radio" name="staffRole" value={role} checked={staff.draft.role === role} onChange={() => staff.change({ role })} />
                <span>
                  <strong>{roleName(role)}</strong>
                  <span className={styles.roleHint}>{stt(role === 'manager' ? 'roleManagerHint' : 'roleOrdersHint')}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div>
            <Button type="submit" loading={staff.adding} loadingText={stt('adding')} disabled={!staff.canAdd} data-testid="add-staff">
              {stt('add')}
            </Button>
          </div>
        </form>
      </EditorCard>

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        role="alertdialog"
        title={confirming ? stt('removeLabel', { name: confirming.name }) : ''}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {stt('back')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (confirming) staff.remove(confirming);
                setConfirming(null);
              }}
              data-testid="confirm-remove-staff"
            >
              {stt('remove')}
            </Button>
          </>
        }
      >
        <p>{confirming ? stt('removeConfirm', { name: confirming.name }) : null}</p>
      </Dialog>
    </EditorPage>
  );
}

function RoleSelect({ value, label, onChange }: { value: StaffRole; label: string; onChange: (role: StaffRole) => void }) {
  return (
    <select className={styles.select} value={value} aria-label={label} onChange={(e) => onChange(e.target.value as StaffRole)}>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {roleName(role)}
        </option>
      ))}
    </select>
  );
}
