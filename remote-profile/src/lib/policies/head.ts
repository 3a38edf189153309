/**
 * Page title, description and canonical link of a policy page (spec 2 "Policy pages": the first two
 * set them). Applied on mount and put back as they were on unmount, so the rest of the app keeps the
 * default title ("Vendor Dashboard - Let's make Local Big") and description.
 */
export interface PageHead {
  title: string;
  description: string;
  canonicalUrl: string;
}

export function applyPageHead(doc: Document, head: PageHead): () => void {
  const previousTitle = doc.title;
  doc.title = head.title;

  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  const createdMeta = !meta;
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.appendChild(meta);
  }
  const previousDescription = meta.content;
  meta.content = head.description;

  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const createdLink = !link;
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.appendChild(link);
  }
  const previousHref = link.getAttribute('href');
  link.href = head.canonicalUrl;

  return () => {
    doc.title = previousTitle;
    if (createdMeta) meta.remove();
    else meta.content = previousDescription;
    if (createdLink) link.remove();
    else if (previousHref === null) link.removeAttribute('href');
    else link.setAttribute('href', previousHref);
  };
}

/** The canonical URL of a path on this origin (no query, no hash). */
export const canonicalUrl = (origin: string, path: string): string => `${origin.replace(/\/+$/, '')}${path}`;
