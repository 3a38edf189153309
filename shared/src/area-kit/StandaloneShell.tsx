import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { GuardedRouter } from '../router/GuardedRouter';
import { authApi } from '../api';
import { loadRuntimeConfig } from '../config';
import { formatMessage } from '@vd/contract/i18n';
import { completeSignIn, hasStoredSession, ensureVendor, signOut, useVendor } from '../session';
import { Toaster } from '../toast';
import styles from './AreaPlaceholder.module.css';
import { areaKitMessages as m } from './messages';

/**
 * For a remote team's own development: runs one area on its own dev server, outside the host,
 * with a bare sign-in (demo phone + OTP) against the API named by `/config.json` if the dev
 * server has one, else http://localhost:8080.
 */
export function StandaloneShell({ area, children }: { area: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const [signedIn, setSignedIn] = useState(hasStoredSession());
  const vendor = useVendor();

  useEffect(() => {
    void loadRuntimeConfig('/config.json').finally(() => setReady(true));
  }, []);

  useEffect(() => {
    if (ready && signedIn && !vendor) ensureVendor().catch(() => undefined);
  }, [ready, signedIn, vendor]);

  if (!ready) return null;
  return (
    <GuardedRouter>
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        <p style={{ fontSize: 12, color: '#51615c' }}>
          {formatMessage(m.standaloneBanner, { area })}
          {signedIn && (
            <button type="button" style={{ marginLeft: 12 }} onClick={() => void signOut().then(() => setSignedIn(false))}>
              {m.signOut}
            </button>
          )}
        </p>
        {signedIn ? children : <DevSignIn onDone={() => setSignedIn(true)} />}
      </div>
      <Toaster />
    </GuardedRouter>
  );
}

function DevSignIn({ onDone }: { onDone: () => void }) {
  const [phone, setPhone] = useState('9876543210');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      if (!sent) {
        await authApi.sendOtp(phone);
        setSent(true);
        return;
      }
      await authApi.verifyOtp(phone, otp);
      const result = await completeSignIn(phone);
      if (result.kind === 'approved') onDone();
      else setError(result.kind === 'error' || result.kind === 'under-process' ? result.message : m.notSeller);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <form className={styles.placeholder} onSubmit={submit}>
      <h1 className={styles.title}>{m.devSignIn}</h1>
      <label>
        {m.phone} <input value={phone} onChange={(e) => setPhone(e.target.value)} inputMode="numeric" />
      </label>{' '}
      {sent && (
        <label>
          {m.otp} <input value={otp} onChange={(e) => setOtp(e.target.value)} inputMode="numeric" />
        </label>
      )}{' '}
      <button type="submit">{sent ? m.verify : m.sendCode}</button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
