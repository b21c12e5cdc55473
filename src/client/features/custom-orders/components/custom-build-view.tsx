import { useRef, useState } from 'react';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import { CUSTOM_BUILD_TABS, type CustomBuildTab } from '../../../../shared/features/custom-orders.schema.js';
import { Tabs } from '../../../components/ui/tabs';
import { isCustomBuildTab, storedTab, storeTab } from '../custom-orders.api';
import { PurchasedContent } from './purchased-content';
import { RequestPortal } from './request-portal';
import { TrackOrders } from './track-orders';
import './custom-build.css';

export interface CustomBuildViewProps {
  user: CurrentUser;
  /** The tab the address or the navigation state (SPEC §2) asks for, if any. */
  tab?: string;
  /** Told of every tab the user picks, so the address can follow. */
  onSelectTab?: (tab: CustomBuildTab) => void;
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
export function CustomBuildView({ user, tab, fallbackTab = 'request', onSelectTab, redirect }: CustomBuildViewProps) {
  const [picked, setPicked] = useState<CustomBuildTab>(() => initialTab(tab, fallbackTab));
  // The asked-for tab wins, so Back, Forward and a link move the tab list too.
  const selected = isCustomBuildTab(tab) ? tab : picked;
  const sectionRef = useRef<HTMLElement>(null);

  const choose = (next: CustomBuildTab) => {
    setPicked(next);
    storeTab(next);
    onSelectTab?.(next);
  };
  /** A link inside a panel opens another tab and moves focus onto it, as a tab click would. */
  const openFromPanel = (next: CustomBuildTab) => {
    choose(next);
    const index = CUSTOM_BUILD_TABS.findIndex((candidate) => candidate.id === next);
    sectionRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };

  return (
    <section className="custom-build" ref={sectionRef}>
      <Tabs label="Custom Build" tabs={CUSTOM_BUILD_TABS} selected={selected} onSelect={choose} block="custom-build">
        {selected === 'request' && <RequestPortal user={user} redirect={redirect} />}
        {selected === 'tracking' && <TrackOrders onOpenPurchased={() => openFromPanel('purchased')} onOpenRequest={() => openFromPanel('request')} />}
        {selected === 'purchased' && <PurchasedContent />}
      </Tabs>
    </section>
  );
}
