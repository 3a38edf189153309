/** A policy document as shown, in the page's language (read from its catalogue: see `readPolicy`). */
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
