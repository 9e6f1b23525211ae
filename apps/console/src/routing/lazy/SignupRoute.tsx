import { useMemo } from 'react';
import { createRecaptcha, noCaptcha, SignupScreen } from '@console/ui/screens/auth/Signup';
import { useRuntimeConfig } from '../../app/runtimeConfig.tsx';

// spec §2.1 "an invisible captcha": config.json's captcha (null: none; reCAPTCHA with its site key); its social buttons.
export function SignupRoute() {
  const { captcha, social } = useRuntimeConfig();
  const siteKey = captcha?.provider === 'recaptcha' ? captcha.siteKey : null;
  const provider = useMemo(() => (siteKey ? createRecaptcha(siteKey) : noCaptcha), [siteKey]);
  return <SignupScreen captcha={provider} social={social} />;
}
