// Two-factor codes: TOTP (otplib, RFC 6238 defaults: SHA-1, 6 digits, 30 s) with replay of a used time step rejected.
import { generate, verify } from 'otplib';

// One step of clock drift either way.
const EPOCH_TOLERANCE_S = 30;

export type TotpCheck = { valid: true; timeStep: number } | { valid: false };

export async function checkTotp(secret: string, code: string, nowMs: number, lastStep: number | null): Promise<TotpCheck> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return { valid: false };
  try {
    const result = await verify({
      secret,
      token,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: EPOCH_TOLERANCE_S,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    return result.valid && 'timeStep' in result ? { valid: true, timeStep: result.timeStep } : { valid: false };
  } catch {
    // otplib throws when afterTimeStep lies ahead of the window: the step was used already.
    return { valid: false };
  }
}

export function currentTotp(secret: string, nowMs: number = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(nowMs / 1000) });
}
