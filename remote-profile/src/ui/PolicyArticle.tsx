import type { PolicyDocument } from '../lib/policies';
import styles from './PolicyArticle.module.css';

/** The text of a policy document: introduction and numbered sections (the pages and the dialogs). */
export function PolicyArticle({ doc, updatedLabel, headingLevel = 2 }: { doc: PolicyDocument; updatedLabel: string; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.article}>
      <p className={styles.updated}>
        {updatedLabel} {doc.updated}
      </p>
      {doc.intro.map((p) => (
        <p key={p} className={styles.intro}>
          {p}
        </p>
      ))}
      {doc.sections.map((s) => (
        <section key={s.heading} className={styles.section}>
          <H className={styles.heading}>{s.heading}</H>
          {s.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.bullets ? (
            <ul>
              {s.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
