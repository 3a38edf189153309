import { PolicyPage } from './PolicyPage';

export default function ReturnPolicyScreen() {
  return <PolicyPage policy="returnPolicy" />;
}
