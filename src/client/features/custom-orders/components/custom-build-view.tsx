import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import { CUSTOM_BUILD_TABS, type CustomBuildTab } from '../../../../shared/features/custom-orders.schema.js';
import { isCustomBuildTab, storedTab, storeTab, useCustomOrdersLive } from '../custom-orders.api';
import { PurchasedContent } from './purchased-content';
import { RequestPortal } from './request-portal';
import { TrackOrders } from './track-orders';
import './custom-build.css';

export interface CustomBuildViewProps {
  user: CurrentUser;
  /** The tab asked for through navigation state (SPEC §2), if any. */
  tab?: string;
  /** The tab when neither navigation nor the session names one. */
  fallbackTab?: CustomBuildTab;
  /** Injected in tests; the browser leaves for the hosted checkout page. */
  redirect?: (url: string) => void;
}

/** Navigation state first, then the tab kept in session storage, then the given default. */
function initialTab(tab: string | undefined, fallback: CustomBuildTab): CustomBuildTab {
  if (isCustomBuildTab(tab)) return tab;
  return storedTab() ?? fallback;
}

/** SPEC §2 Custom Build: Request Portal, Track Orders and Purchased Content, with live status changes. */
export function CustomBuildView({ user, tab, fallbackTab = 'request', redirect }: CustomBuildViewProps) {
  const [selected, setSelected] = useState<CustomBuildTab>(() => initialTab(tab, fallbackTab));
  const tabRefs = useRef<Partial<Record<CustomBuildTab, HTMLButtonElement | null>>>({});
  const baseId = useId();
  useCustomOrdersLive();

  const choose = (next: CustomBuildTab, focus = false) => {
    setSelected(next);
    storeTab(next);
    if (focus) tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = CUSTOM_BUILD_TABS.findIndex((candidate) => candidate.id === selected);
    const last = CUSTOM_BUILD_TABS.length - 1;
    const moves: Record<string, number> = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last };
    if (!(event.key in moves)) return;
    event.preventDefault();
    choose(CUSTOM_BUILD_TABS[moves[event.key]!]!.id, true);
  };

  return (
    <section className="custom-build">
      <div className="custom-build__tabs" role="tablist" aria-label="Custom Build" onKeyDown={onKeyDown}>
        {CUSTOM_BUILD_TABS.map((candidate) => (
          <button
            key={candidate.id}
            ref={(element) => {
              tabRefs.current[candidate.id] = element;
            }}
            id={`${baseId}-tab-${candidate.id}`}
            type="button"
            role="tab"
            className="custom-build__tab"
            aria-selected={candidate.id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={candidate.id === selected ? 0 : -1}
            onClick={() => choose(candidate.id)}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" className="custom-build__panel" aria-labelledby={`${baseId}-tab-${selected}`}>
        {selected === 'request' && <RequestPortal user={user} redirect={redirect} />}
        {selected === 'tracking' && <TrackOrders onOpenPurchased={() => choose('purchased', true)} onOpenRequest={() => choose('request', true)} />}
        {selected === 'purchased' && <PurchasedContent />}
      </div>
    </section>
  );
}
