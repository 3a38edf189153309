import type { ComponentType, ReactNode } from 'react';
import { Button, Skeleton } from '@vd/shared/ui';
import type { Vendor } from '@vd/shared/session';
import { QueryState, useQuery } from '@vd/shared/data';
import { vendorRecordQuery } from '../../../lib/data/vendor';
import { EditorPage } from '../../../ui/EditorPage';
import { at } from '../messages';

/**
 * The frame of every account screen: reads the vendor record, shows a skeleton while it loads and
 * the error with Retry inside the screen's title bar and back arrow, then renders the form for it
 * (a new form for another vendor).
 */
export function VendorFormScreen({ title, errorMessage, form: Form }: { title: string; errorMessage: string; form: ComponentType<{ vendor: Vendor }> }) {
  const query = useQuery(vendorRecordQuery());
  return (
    <QueryState
      query={query}
      errorMessage={errorMessage}
      loading={
        <EditorPage title={title} backLabel={at('back')} testId="account-loading">
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </EditorPage>
      }
      errorFrame={(error) => (
        <EditorPage title={title} backLabel={at('back')} testId="account-error">
          {error}
        </EditorPage>
      )}
    >
      {(vendor) => <Form key={vendor.id} vendor={vendor} />}
    </QueryState>
  );
}

export interface AccountFormProps {
  title: string;
  testId: string;
  /** Enter or the submit button: validate and save. */
  onSave: () => void;
  /** The actions at the bottom (at least a `SaveButton`). */
  footer: ReactNode;
  children: ReactNode;
}

/** An account form: no browser validation (the rules' messages show instead), in the editor frame with the back arrow. */
export function AccountForm({ title, testId, onSave, footer, children }: AccountFormProps) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <EditorPage title={title} backLabel={at('back')} testId={testId} footer={footer}>
        {children}
      </EditorPage>
    </form>
  );
}

/** The form's submit button: 'Saving...' while the request runs. */
export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  return (
    <Button type="submit" loading={saving} loadingText={at('saving')}>
      {label}
    </Button>
  );
}
