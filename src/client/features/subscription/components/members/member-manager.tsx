import { useId, useState } from 'react';
import { CUSTOM_ORDER_PATHS } from '../../../../../shared/features/custom-orders.schema.js';
import { MEMBER_FILTER_LABELS, MEMBER_FILTERS, MEMBER_MESSAGES, MEMBER_PATHS, type MemberFilter } from '../../../../../shared/features/members.schema.js';
import { SUBSCRIPTION_MESSAGES } from '../../../../../shared/features/subscription.schema.js';
import { buttonClassName } from '../../../../components/ui/button';
import { QueryStatus } from '../../../../components/ui/query-status';
import { errorMessage } from '../../../../lib/api-client';
import { useMembers } from '../../members.api';
import { useSettledSearch } from '../../use-settled-search';
import { LoadMore } from '../load-more';
import { MemberPage } from './member-page';
import { MembersTable } from './members-table';
import '../pro-users-table.css';
import './member-manager.css';

function Toolbar(props: { search: string; onSearch: (q: string) => void; filter: MemberFilter; onFilter: (f: MemberFilter) => void }) {
  const searchId = useId();
  const filterId = useId();
  return (
    <div className="members__toolbar">
      <div className="members__control members__control--search" role="search">
        <label className="field__label" htmlFor={searchId}>
          Search members
        </label>
        <input id={searchId} className="field__control" type="search" placeholder="Start of an e-mail or username" value={props.search} onChange={(e) => props.onSearch(e.target.value)} />
      </div>
      <div className="members__control">
        <label className="field__label" htmlFor={filterId}>
          Show
        </label>
        <select id={filterId} className="field__control" value={props.filter} onChange={(e) => props.onFilter(e.target.value as MemberFilter)}>
          {MEMBER_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {MEMBER_FILTER_LABELS[filter]}
            </option>
          ))}
        </select>
      </div>
      <div className="members__exports">
        <a className={buttonClassName({ variant: 'ghost' })} href={MEMBER_PATHS.exportMembers} download>
          Export members (CSV)
        </a>
        <a className={buttonClassName({ variant: 'ghost' })} href={CUSTOM_ORDER_PATHS.exportCsv} download>
          Export custom orders (CSV)
        </a>
      </div>
    </div>
  );
}

/** How many members match, and how many are shown; the count stops at the server's cap ("1000+"). */
function MemberCount({ shown, total, capped }: { shown: number; total: number; capped: boolean }) {
  const all = capped ? `${total}+ members` : total === 1 ? '1 member' : `${total} members`;
  return (
    <p className="members__count" role="status">
      {shown < total || capped ? `Showing ${shown} of ${all}` : all}
    </p>
  );
}

export interface MemberManagerProps {
  /** The member whose page is open, by user id, as the address names it (a copied link, Back, Police → Manage their Pro). */
  member?: string;
  /** Opens a member's page, or goes back to the list (undefined), through the address; without it the tab keeps the choice itself. */
  onSelectMember?: (member: string | undefined) => void;
}

/** Admin Dashboard → Pro Users: the member manager. Search and filters run on the server; a member opens on their own page, at an address of its own. */
export function MemberManager({ member, onSelectMember }: MemberManagerProps = {}) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<MemberFilter>('pro');
  const [picked, setPicked] = useState<string | undefined>(member);
  const openId = onSelectMember ? member : picked;
  const select = onSelectMember ?? setPicked;
  const q = useSettledSearch(search);
  // A new search or filter is another list: it starts again at its first page.
  const members = useMembers(q, filter);

  if (openId) return <MemberPage userId={openId} onBack={() => select(undefined)} />;
  return (
    <section className="members" aria-label="Member manager" aria-busy={members.isPlaceholderData || undefined}>
      <Toolbar search={search} onSearch={setSearch} filter={filter} onFilter={setFilter} />
      <QueryStatus query={members} className="pro-users__state" loading="Loading members…" failed={(error) => errorMessage(error, 'Could not load the members.')}>
        {(data) => {
          const shown = data.pages.flatMap((page) => page.members);
          const first = data.pages[0]!;
          return (
            <>
              <MemberCount shown={shown.length} total={first.total} capped={first.totalCapped} />
              {shown.length === 0 ? (
                <p className="pro-users__state">{filter === 'pro' && q === '' ? SUBSCRIPTION_MESSAGES.noProUsers : MEMBER_MESSAGES.noMembers}</p>
              ) : (
                <MembersTable members={shown} onOpen={(opened) => select(opened.id)} />
              )}
              <LoadMore query={members} label="Load more members" />
            </>
          );
        }}
      </QueryStatus>
    </section>
  );
}
