/** Sends a one-time code to a phone. Implementations throw OtpDeliveryError when the code did not go out. */
export interface OtpDelivery {
  readonly name: string;
  send(phoneE164: string, code: string): Promise<void>;
}

export class OtpDeliveryError extends Error {
  override name = 'OtpDeliveryError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The slice of a logger the providers use (Fastify's pino logger fits). */
export interface DeliveryLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}
