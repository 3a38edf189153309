export { readAttribute } from '@vd/contract/rules';
