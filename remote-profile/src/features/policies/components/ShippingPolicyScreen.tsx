import { PolicyPage } from './PolicyPage';

export default function ShippingPolicyScreen() {
  return <PolicyPage policy="shippingPolicy" />;
}
