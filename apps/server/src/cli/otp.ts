// `npm run seed:otp`: prints the current two-factor code of otp@demo.local.
// With PostgreSQL (DATABASE_URL) the secret is read from the database. The embedded PGlite data folder
// is never opened here: it belongs to the running server, and a second process could damage it; the
// seed's fixed demo secret is used instead.
import { eq } from 'drizzle-orm';
import { currentTotp } from '../auth/totp.ts';
import { openPostgres } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { DEMO_EMAILS, DEMO_OTP_SECRET } from '../seed.ts';

async function secretFromPostgres(url: string): Promise<string | null> {
  const database = await openPostgres(url);
  try {
    const [row] = await database.db.select({ secret: users.otpSecret }).from(users).where(eq(users.email, DEMO_EMAILS.otp));
    return row?.secret ?? null;
  } finally {
    await database.close();
  }
}

const url = process.env.DATABASE_URL;
const secret = (url ? await secretFromPostgres(url) : null) ?? DEMO_OTP_SECRET;
const now = Date.now();
const code = await currentTotp(secret, now);
const secondsLeft = 30 - (Math.floor(now / 1000) % 30);
console.log(`${DEMO_EMAILS.otp}: ${code}  (valid for ${secondsLeft} s more; a used code is rejected, wait for the next one)`);
