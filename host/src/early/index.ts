/**
 * The entry of index.html's early script, compiled and inlined by the host's build
 * (`build/early-script.ts`), which defines `__EARLY_DATA__`. A failure here only loses the head
 * start: the boot does everything again itself.
 */
import { type EarlyData, runEarly } from './run';

declare const __EARLY_DATA__: EarlyData;

try {
  runEarly(__EARLY_DATA__);
} catch (error) {
  console.warn('[boot] the early script stopped', error);
}
