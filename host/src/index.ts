// Asynchronous boundary: shared singletons (React, jotai, the @vd/shared entry points) are
// negotiated by Module Federation before any of them is evaluated. No `eager` anywhere.
import('./bootstrap');
