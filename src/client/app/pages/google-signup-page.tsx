import { GoogleSignupPage } from '../../features/auth/pages/google-signup-page';
import { PasskeySignIn } from '../../features/passkeys/components/passkey-sign-in';

/**
 * /google-signup: Google's sign-in (SPEC §9), with a passkey as the other way in. Named like the
 * page it composes, so the build finds its chunk for the prerendered HTML (scripts/prerender.mjs).
 */
export function SignInPage() {
  return <GoogleSignupPage renderOtherWays={(props) => <PasskeySignIn {...props} />} />;
}
