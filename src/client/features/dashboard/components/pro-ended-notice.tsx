import { Button } from '../../../components/ui/button';
import './pro-ended-notice.css';

/** What a member whose Pro ended reads where a Pro view was; the texts are shared with the billing view. */
export const PRO_ENDED_MESSAGES = {
  title: 'Your Pro membership has ended',
  keeps:
    'You keep your account, your profile, your likes and everything open to every member: What’s New, the Gallery, Tech and My LinkTree.',
  comesBack:
    'Your Pro history is kept: your purchased content, your orders and your chat with the owner come back in full when you subscribe again.',
  rejoin: 'Subscribe again',
} as const;

/**
 * Shown in place of a Pro view when the member's Pro has ended (also live, in an
 * open tab), so the view explains itself instead of vanishing.
 */
export function ProEndedNotice({ onRejoin }: { onRejoin: () => void }) {
  return (
    <section className="pro-ended" role="status" aria-labelledby="pro-ended-title">
      <h3 id="pro-ended-title" className="pro-ended__title">
        {PRO_ENDED_MESSAGES.title}
      </h3>
      <p>{PRO_ENDED_MESSAGES.keeps}</p>
      <p>{PRO_ENDED_MESSAGES.comesBack}</p>
      <Button onClick={onRejoin}>{PRO_ENDED_MESSAGES.rejoin}</Button>
    </section>
  );
}
