import { useDeferredValue, useId, useMemo, useState } from 'react';
import { EmptyState, Skeleton } from '@vd/shared/ui';
import { Link, useNavigate } from '@vd/shared/router';
import { formatMessage } from '@vd/shared/i18n';
import type { CategoryNode } from '@vd/shared/session';
import { QueryState } from '@vd/shared/data';
import { messages } from '../../../app/messages';
import { storeSelection } from '@vd/shared/catalog';
import { useCategoryTree } from '../../../lib/useCategoryTree';
import { searchCategories } from '../model/search';
import { CategoryTile } from './CategoryTile';
import styles from './CategoryBrowser.module.css';

/** /store/categories: search across two category levels and a grid of sub-category tiles. */
export default function CategoryBrowser() {
  const categories = useCategoryTree();
  const tree = categories.data;
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();

  const groups = useMemo(() => (tree ? searchCategories(tree, deferredQuery) : []), [tree, deferredQuery]);

  const open = (category: CategoryNode, sub: CategoryNode) => {
    storeSelection({ categoryId: category.id, subCategoryId: sub.id });
    navigate('/store');
  };

  return (
    <section className={styles.screen} aria-labelledby="browser-title" data-testid="category-browser">
      <div className={styles.head}>
        <Link to="/store" className={styles.back} aria-label={messages.backToStore}>
          <span aria-hidden="true">←</span>
        </Link>
        <h1 id="browser-title" className={styles.title}>
          {messages.categoryBrowserTitle}
        </h1>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is not in every phone browser yet; the role says the same */}
      <div className={styles.search} role="search">
        <label htmlFor={searchId} className="vd-sr-only">
          {messages.searchCategories}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          placeholder={messages.searchPlaceholder}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>

      <QueryState
        query={categories}
        errorMessage={messages.categoriesFailed}
        loading={
          <div className={styles.grid} role="status" aria-busy="true" aria-label={messages.loadingCategories}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={132} radius="var(--vd-radius-md)" />
            ))}
          </div>
        }
        isEmpty={() => groups.length === 0}
        empty={
          <EmptyState
            icon="🔍"
            title={messages.noProductsFound}
            description={deferredQuery.trim() ? formatMessage(messages.noCategoriesMatch, { query: deferredQuery.trim() }) : messages.noCategories}
          />
        }
      >
        {() =>
          groups.map(({ category, subCategories }) => (
            <section key={String(category.id)} className={styles.group} aria-labelledby={`group-${String(category.id)}`}>
              <h2 id={`group-${String(category.id)}`} className={styles.groupTitle}>
                <span aria-hidden="true">{category.icon}</span> {category.name}
              </h2>
              <ul className={styles.grid}>
                {subCategories.map((sub) => (
                  <li key={String(sub.id)} className={styles.cell}>
                    <CategoryTile node={sub} fallbackMark={category.icon ?? ''} onOpen={() => open(category, sub)} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        }
      </QueryState>
    </section>
  );
}
