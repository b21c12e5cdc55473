import type { AffiliateLink } from '../../../../shared/features/affiliate-links.schema.js';
import { Button, buttonClassName } from '../../../components/ui/button';
import { useCopyFeedback } from '../../../lib/clipboard';
import { useMediaErrorRefresh } from '../../../lib/media-urls';
import { affiliateLinksQuery } from '../affiliate-links.api';

/** '15' reads as '15% off'; anything else the owner wrote is shown as written. */
export function discountLabel(discount: string): string {
  return /^\d+(\.\d+)?$/.test(discount) ? `${discount}% off` : discount;
}

export interface AffiliateLinkCardProps {
  link: AffiliateLink;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One My LinkTree card: image, title, description, discount, code with a copy button, and the link. */
export function AffiliateLinkCard({ link, onEdit, onDelete }: AffiliateLinkCardProps) {
  const { copied, copy } = useCopyFeedback();
  const refreshUrls = useMediaErrorRefresh(affiliateLinksQuery.queryKey);
  return (
    <article className="link-card" aria-labelledby={`link-${link.id}`}>
      {link.imageUrl && <img className="link-card__image" src={link.imageUrl} alt="" loading="lazy" onError={refreshUrls} />}
      <div className="link-card__body">
        <div className="link-card__heading">
          <h3 id={`link-${link.id}`} className="link-card__title">
            {link.title}
          </h3>
          {link.discountPercent && <span className="link-card__discount">{discountLabel(link.discountPercent)}</span>}
        </div>
        <p className="link-card__description">{link.description}</p>
        {link.code && (
          <div className="link-card__code">
            <span className="link-card__code-label">Code</span>
            <code className="link-card__code-value">{link.code}</code>
            <Button variant="secondary" onClick={() => void copy(link.code!)} aria-label={copied ? `Copied ${link.code}` : `Copy code ${link.code}`}>
              {copied ? 'Copied!' : 'Copy'}
            </Button>
            <span className="visually-hidden" role="status">
              {copied ? 'Code copied' : ''}
            </span>
          </div>
        )}
        <div className="link-card__actions">
          <a
            className={buttonClassName({ block: true })}
            href={link.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Visit ${link.title} (opens in a new tab)`}
          >
            Visit
          </a>
        </div>
        {(onEdit || onDelete) && (
          <div className="link-card__admin">
            {onEdit && (
              <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${link.title}`}>
                Edit
              </Button>
            )}
            {onDelete && (
              <Button variant="ghost" onClick={onDelete} aria-label={`Delete ${link.title}`}>
                Delete
              </Button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
