import type { ReactNode } from 'react';
import { PageMeta } from '@/components/page-meta';
import styles from './forms.module.css';

interface AuthPageProps {
  /** Starts the heading's id (`<id>-title`), which names the card. */
  id: string;
  title: string;
  lead: ReactNode;
  meta: { title: string; description: string };
  /** The links under the card: to sign in, to register, for a new link. */
  links?: ReactNode;
  /** Shown over the page, outside the card (the sign-in's progress). */
  overlay?: ReactNode;
  children: ReactNode;
}

/** The page of a step into an account (sign in, register, reset...): one card, its form, its links. */
export function AuthPage({ id, title, lead, meta, links, overlay, children }: AuthPageProps) {
  return (
    <div className={`container page ${styles.authPage}`}>
      <PageMeta title={meta.title} description={meta.description} />
      <section className={`card ${styles.authCard}`} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children}
        {links && <div className={styles.links}>{links}</div>}
      </section>
      {overlay}
    </div>
  );
}
