import type { ReactNode } from 'react';
import { Skeleton } from '@vd/shared/ui';
import type { Vendor } from '@vd/shared/session';
import { QueryState, useQuery } from '@vd/shared/data';
import { vendorRecordQuery } from '../../../lib/data/vendor';
import { EditorPage } from '../../../ui/EditorPage';
import { at } from '../messages';

/**
 * The frame of every account screen: reads the vendor record, shows a skeleton while it loads and
 * the error with Retry inside the screen's title bar and back arrow, then renders the form for it.
 */
export function VendorFormScreen({ title, errorMessage, children }: { title: string; errorMessage: string; children: (vendor: Vendor) => ReactNode }) {
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
      {children}
    </QueryState>
  );
}
