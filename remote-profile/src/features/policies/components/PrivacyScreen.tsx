import { PolicyPage } from './PolicyPage';

export default function PrivacyScreen() {
  return <PolicyPage policy="privacy" />;
}
