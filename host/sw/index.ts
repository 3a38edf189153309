/// <reference lib="webworker" />
/**
 * The host's service worker, built into one file served at /sw.js (`rsbuild.sw.config.ts`). Each
 * module adds its own listeners; another concern (push notifications) is one more module here.
 */
import './lifecycle';
import './caching';
import './outbox-sync';
