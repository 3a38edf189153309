import { startEarlyArea } from './features/remotes/start-area';

// The screen's area loads from its own origin while the page runtime below arrives.
startEarlyArea();
// Asynchronous boundary: shared singletons (React, jotai, the @vd/shared entry points) are
// negotiated by Module Federation before any of them is evaluated. No `eager` anywhere.
import('./bootstrap');
