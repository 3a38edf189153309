import { useEffect } from 'react';
import { useNavigate } from '@vd/shared/router';
import { type PolicyName, policyDocument } from '../../../lib/policies';
import { applyPageHead, canonicalUrl } from '../../../lib/policies/head';
import { EditorPage } from '../../../ui/EditorPage';
import { PolicyArticle } from '../../../ui/PolicyArticle';
import { pt } from '../../../ui/policyMessages';
import styles from './policies.module.css';

/**
 * A policy page (spec 2 "Policy pages"): back arrow, the document, readable on a phone. The documents
 * with a canonical path (Return, Refund & Cancellation: the spec's first two) also set the page
 * title, description and canonical link while shown.
 */
export function PolicyPage({ policy }: { policy: PolicyName }) {
  const doc = policyDocument(policy);
  const navigate = useNavigate();

  useEffect(() => {
    if (!doc.canonicalPath || typeof document === 'undefined') return;
    return applyPageHead(document, {
      title: doc.pageTitle,
      description: doc.description,
      canonicalUrl: canonicalUrl(window.location.origin, doc.canonicalPath),
    });
  }, [doc.canonicalPath, doc.pageTitle, doc.description]);

  const back = () => {
    // A page opened directly (a shared link) has nothing to go back to: go to the app's start.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/');
  };

  return (
    <EditorPage title={doc.title} backLabel={pt('back')} onBack={back} testId={`policy-${policy}`}>
      <div className={styles.body}>
        <PolicyArticle doc={doc} updatedLabel={pt('updated')} />
      </div>
    </EditorPage>
  );
}
