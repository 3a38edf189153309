import { PolicyPage } from './PolicyPage';

export default function TermsScreen() {
  return <PolicyPage policy="terms" />;
}
