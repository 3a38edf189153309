import { PolicyPage } from './PolicyPage';

export default function RefundPolicyScreen() {
  return <PolicyPage policy="refundPolicy" />;
}
