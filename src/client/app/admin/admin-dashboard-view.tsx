import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DashboardViewProps } from '../../features/dashboard/pages/dashboard-page';
import { ADMIN_TABS } from './admin-tabs';
import { useNewProUsersTabLabel } from './new-pro-users-label';
import './admin-dashboard-view.css';

/** The admin dashboard: a keyboard-friendly tab list (arrows, Home, End) over the tabs of several features. */
export function AdminDashboardView({ tab }: DashboardViewProps) {
  const initial = Math.max(0, ADMIN_TABS.findIndex((candidate) => candidate.id === tab));
  const [selected, setSelected] = useState(initial);
  const newProUsersLabel = useNewProUsersTabLabel();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const select = (index: number) => {
    const next = (index + ADMIN_TABS.length) % ADMIN_TABS.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: ADMIN_TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]!);
  };
  const current = ADMIN_TABS[selected]!;

  return (
    <section className="admin-dashboard" aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`} className="visually-hidden">
        Admin Dashboard
      </h2>
      <div className="admin-dashboard__tabs" role="tablist" aria-label="Admin sections" onKeyDown={onKeyDown}>
        {ADMIN_TABS.map((candidate, index) => (
          <button
            key={candidate.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={`${baseId}-tab-${candidate.id}`}
            type="button"
            role="tab"
            className="admin-dashboard__tab"
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {candidate.id === 'new_pro_users' ? newProUsersLabel : candidate.label}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" className="admin-dashboard__panel" aria-labelledby={`${baseId}-tab-${current.id}`}>
        <current.Component />
      </div>
    </section>
  );
}
