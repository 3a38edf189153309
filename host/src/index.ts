// Asynchronous boundary: shared singletons (React, router, jotai, axios, @vd/shared) are
// negotiated by Module Federation before any of them is evaluated. No `eager` anywhere.
import('./bootstrap');
