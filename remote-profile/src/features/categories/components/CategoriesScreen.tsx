import { useState } from 'react';
import { Button, EmptyState, Skeleton } from '@vd/shared/ui';
import { QueryState } from '@vd/shared/data';
import { ContactDialog } from '../../../ui/ContactForm';
import { EditorPage } from '../../../ui/EditorPage';
import { inputClass } from '../../../ui/Field';
import { useCategoryEditor } from '../hooks/useCategoryEditor';
import { t } from '../messages';
import styles from './Categories.module.css';

/** /profile/categories/edit: a searchable grid of leaf categories by top-level category; tap to toggle. */
export default function CategoriesScreen() {
  const editor = useCategoryEditor();
  const [requesting, setRequesting] = useState(false);
  const requestButton = (
    <Button variant="secondary" onClick={() => setRequesting(true)}>
      {t('requestCategory')}
    </Button>
  );
  return (
    <EditorPage
      title={t('title')}
      backLabel={t('back')}
      testId="categories-editor"
      footer={
        <>
          {requestButton}
          <Button onClick={editor.save} loading={editor.saving} loadingText={t('updating')} disabled={editor.groups.data === undefined}>
            {t('update')}
          </Button>
        </>
      }
    >
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.toolbar}>
        <input
          type="search"
          className={`${inputClass} ${styles.search}`}
          placeholder={t('search')}
          aria-label={t('search')}
          value={editor.query}
          onChange={(e) => editor.setQuery(e.target.value)}
        />
        <span className={styles.count} aria-live="polite" data-testid="categories-count">
          {editor.count === 1 ? t('selectedOne') : t('selected', { count: editor.count })}
        </span>
      </div>
      <QueryState
        query={editor.groups}
        errorMessage={t('loadFailed')}
        loading={
          <div className={styles.grid} aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={64} />
            ))}
          </div>
        }
      >
        {() =>
          editor.visible.length === 0 ? (
            <EmptyState title={t('noneFound')} description={t('noneFoundText')} action={requestButton} />
          ) : (
            editor.visible.map((group) => (
              <section key={group.id} className={styles.group} aria-labelledby={`group-${group.id}`}>
                <h2 className={styles.groupTitle} id={`group-${group.id}`}>
                  {group.icon ? (
                    <span className={styles.icon} aria-hidden="true">
                      {group.icon}
                    </span>
                  ) : null}
                  {group.name}
                </h2>
                <div className={styles.grid}>
                  {group.leaves.map((leaf) => {
                    const on = editor.selected.has(leaf.id);
                    return (
                      <button key={leaf.id} type="button" className={styles.tile} aria-pressed={on} onClick={() => editor.toggle(leaf.id)}>
                        <span className={styles.check} aria-hidden="true">
                          {on ? '✓' : ''}
                        </span>
                        <span className={styles.tileText}>
                          <span className={styles.tileName}>{leaf.name}</span>
                          {leaf.context ? <span className={styles.tileContext}>{leaf.context}</span> : null}
                        </span>
                      </button>
                    );
                  })}
                </div>
              </section>
            ))
          )
        }
      </QueryState>
      <ContactDialog
        open={requesting}
        onClose={() => setRequesting(false)}
        title={t('requestTitle')}
        topic="category-request"
        initialValues={{ message: t('requestMessage', { query: editor.query.trim() }) }}
      />
    </EditorPage>
  );
}
