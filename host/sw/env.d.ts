/** The bundler replaces `process.env.NODE_ENV` (Workbox's and the contract's development checks read it). */
declare const process: { readonly env: { readonly NODE_ENV?: string } };
