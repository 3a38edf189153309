/**
 * Install keeps the shell document and its icons, then the new worker takes over at once; activation
 * deletes the caches of an older worker and takes control of the open pages.
 */
import { SHELL_CACHE, SHELL_FILES, WORKER_CACHES } from './rules';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([...SHELL_FILES]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !WORKER_CACHES.includes(key)).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
