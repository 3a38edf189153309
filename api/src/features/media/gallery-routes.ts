// The gallery's routes live in routes.ts (the feature's HTTP edge); app.ts still imports them from here.
export { galleryRoutes, UPLOAD_FIELD } from './routes.js';
