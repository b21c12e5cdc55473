import { shareLinkPath, type DiscountCode } from '../../../../shared/features/offers.schema.js';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { useCopyFeedback } from '../../../lib/clipboard';

/**
 * The code's share link, shown so it can be read or selected, and a button that copies it: through
 * sign-in to the Subscribe view with the code filled in.
 */
export function ShareLinkButton({ code }: { code: DiscountCode }) {
  const { copied, copy } = useCopyFeedback();
  if (!code.active) return <span>—</span>;
  const link = `${window.location.origin}${shareLinkPath(code.code)}`;
  const copyLink = async () => {
    // Some browsers refuse the clipboard; the link stays on screen to copy by hand.
    if (!(await copy(link))) notify.info(`Copy this link by hand: ${link}`);
  };
  return (
    <span className="offers-share">
      <code className="offers-share__link">{shareLinkPath(code.code)}</code>
      <Button variant="secondary" aria-label={copied ? `Copied the share link of ${code.code}` : `Copy the share link of ${code.code}`} onClick={() => void copyLink()}>
        {copied ? 'Copied' : 'Copy link'}
      </Button>
    </span>
  );
}
