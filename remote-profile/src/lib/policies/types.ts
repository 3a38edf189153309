/** A policy document: the English text of one policy page (one catalogue per document, so a translation replaces it whole). */
export interface PolicySection {
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
}

export interface PolicyDocument {
  /** The page's level-1 heading (the area catalogue's screen title). */
  title: string;
  /** <title> of the page. */
  pageTitle: string;
  /** <meta name="description">. */
  description: string;
  /** Path of the canonical link, set for the documents the spec names (Return and Refund & Cancellation). */
  canonicalPath: string | null;
  updated: string;
  intro: readonly string[];
  sections: readonly PolicySection[];
}

/** The marketplace, as the documents name it. */
export const MARKETPLACE = 'LocalBig';
