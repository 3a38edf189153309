import { subscribeLocale } from '@vd/shared/i18n';
import { messages } from '../core/messages';

/**
 * Keeps `document.title` on the app's title in the page's language (index.html has the English
 * one). A screen with its own title (a policy page) is left alone: only a title that is the app's
 * title in some language is replaced. Returns the unsubscribe function.
 */
export function syncDocumentTitle(doc: Document = document): () => void {
  const appTitles = new Set<string>([doc.title]);
  const update = () => {
    const title = messages.appTitle;
    appTitles.add(title);
    if (appTitles.has(doc.title) && doc.title !== title) doc.title = title;
  };
  update();
  return subscribeLocale(update);
}
