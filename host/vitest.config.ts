import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    // Unit tests reach no server: a script or stylesheet a test puts on the page is not fetched.
    environmentOptions: {
      happyDOM: { settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true } },
    },
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.{ts,tsx}'],
  },
});
