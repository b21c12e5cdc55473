import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { Tabs } from '../../components/ui/tabs';
import './admin-dashboard-view.css';

/** What a tab receives from the address: the member it is about, if any (the Chats tab opens their conversation). */
export interface AdminTabProps {
  member?: string;
  onSelectMember?: (member: string | undefined) => void;
}

export interface AdminTab {
  id: string;
  label: ReactNode;
  /** The tab's name as plain text, for the phone's section menu, where the label is more than text (a count). */
  name?: string;
  Component: ComponentType<AdminTabProps>;
}

export interface AdminDashboardViewProps {
  /** The tabs, from the app's registry. */
  tabs: readonly [AdminTab, ...AdminTab[]];
  /** The tab the address or the navigation state asks for; an unknown one opens the first tab. */
  tab?: string;
  /** Told of every tab the user picks, so the address can follow. */
  onSelectTab?: (tab: string) => void;
  /** The member the open tab is about, and how it names another; passed on to the tab. */
  member?: string;
  onSelectMember?: (member: string | undefined) => void;
}

/** The admin dashboard: one tab list over the tabs of several features. */
export function AdminDashboardView({ tabs, tab, onSelectTab, member, onSelectMember }: AdminDashboardViewProps) {
  const known = (id: string | undefined): id is string => tabs.some((candidate) => candidate.id === id);
  const [picked, setPicked] = useState(() => (known(tab) ? tab : tabs[0].id));
  // The asked-for tab wins, so Back, Forward and a link move the tab list too.
  const selected = known(tab) ? tab : picked;
  const select = (id: string) => {
    setPicked(id);
    onSelectTab?.(id);
  };
  const headingId = useId();
  const menuId = useId();
  const Current = (tabs.find((candidate) => candidate.id === selected) ?? tabs[0]).Component;

  return (
    <section className="admin-dashboard" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Admin Dashboard
      </h2>
      {/* On a phone the sections are one menu rather than rows of wrapping tabs (the CSS shows one or the other). */}
      <div className="admin-dashboard__menu">
        <label htmlFor={menuId}>Admin section</label>
        <select id={menuId} value={selected} onChange={(event) => select(event.target.value)}>
          {tabs.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name ?? (typeof candidate.label === 'string' ? candidate.label : candidate.id)}
            </option>
          ))}
        </select>
      </div>
      <Tabs label="Admin sections" tabs={tabs} selected={selected} onSelect={select} block="admin-dashboard">
        <Current member={member} onSelectMember={onSelectMember} />
      </Tabs>
    </section>
  );
}
