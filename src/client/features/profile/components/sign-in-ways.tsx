import { useQuery } from '@tanstack/react-query';
import { signInWaysQuery } from '../profile.api';

/**
 * Which ways into this account are linked: Google and e-mailed codes for the
 * same verified address reach the same account.
 */
export function SignInWays() {
  const ways = useQuery(signInWaysQuery);
  return (
    <section className="profile-form__ways" aria-labelledby="sign-in-ways-title">
      <h3 id="sign-in-ways-title" className="profile-form__ways-title">
        Ways to sign in
      </h3>
      {ways.isPending && <p className="profile-form__ways-note">Loading…</p>}
      {ways.isError && <p className="profile-form__ways-note">Could not load the ways to sign in.</p>}
      {ways.data && (
        <ul className="profile-form__ways-list">
          <li>Google: {ways.data.google ? 'linked' : 'not used yet'}</li>
          <li>Code by e-mail: {ways.data.emailCode ? 'linked' : 'not used yet'}</li>
        </ul>
      )}
    </section>
  );
}
