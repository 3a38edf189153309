/** What /login and /auth/otp pass each other in navigation state (spec: phone + edit flag). */
export interface LoginNavState {
  phone?: string;
  edit?: boolean;
  /** Open the Not Registered dialog on arrival (vendor record missing after verification). */
  notRegistered?: boolean;
  /** An error to show on arrival (registration under process). */
  error?: string;
}

export interface OtpNavState {
  phone: string;
}

export function readLoginState(state: unknown): LoginNavState {
  if (!state || typeof state !== 'object') return {};
  const raw = state as Record<string, unknown>;
  return {
    phone: typeof raw.phone === 'string' ? raw.phone.replace(/\D/g, '').slice(-10) : undefined,
    edit: raw.edit === true,
    notRegistered: raw.notRegistered === true,
    error: typeof raw.error === 'string' ? raw.error : undefined,
  };
}

export function readOtpState(state: unknown): OtpNavState | null {
  if (!state || typeof state !== 'object') return null;
  const phone = (state as Record<string, unknown>).phone;
  if (typeof phone !== 'string' || !/^\d{10}$/.test(phone)) return null;
  return { phone };
}
