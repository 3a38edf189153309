// Ambient typings for CSS Modules inside @vd/shared (Rsbuild scopes the class names).
// Consumers built with Rsbuild get the same declaration from `@rsbuild/core/types`.
declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export default classes;
}
