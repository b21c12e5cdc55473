import { useEffect, useId, useState } from 'react';
import { CUSTOM_ORDER_PATHS } from '../../../../../shared/features/custom-orders.schema.js';
import { MEMBER_FILTER_LABELS, MEMBER_FILTERS, MEMBER_MESSAGES, MEMBER_PATHS, type MemberFilter } from '../../../../../shared/features/members.schema.js';
import { SUBSCRIPTION_MESSAGES } from '../../../../../shared/features/subscription.schema.js';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { QueryStatus } from '../../../../components/ui/query-status';
import { errorMessage } from '../../../../lib/api-client';
import { useMembers } from '../../members.api';
import { MemberPage } from './member-page';
import { MembersTable } from './members-table';
import '../pro-users-table.css';
import './member-manager.css';

/** Typing settles for this long before the list is asked again. */
const SEARCH_SETTLE_MS = 300;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

function Toolbar(props: { search: string; onSearch: (q: string) => void; filter: MemberFilter; onFilter: (f: MemberFilter) => void }) {
  const searchId = useId();
  const filterId = useId();
  return (
    <div className="members__toolbar">
      <div className="members__control members__control--search" role="search">
        <label className="field__label" htmlFor={searchId}>
          Search members
        </label>
        <input id={searchId} className="field__control" type="search" placeholder="E-mail or username" value={props.search} onChange={(e) => props.onSearch(e.target.value)} />
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

function Pager({ page, pages, total, onPage }: { page: number; pages: number; total: number; onPage: (page: number) => void }) {
  return (
    <nav className="members__pager" aria-label="Member pages">
      <p className="members__count" role="status">
        {total === 1 ? '1 member' : `${total} members`}
        {pages > 1 && ` · page ${page} of ${pages}`}
      </p>
      {pages > 1 && (
        <div className="members__pager-buttons">
          <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Button variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}

/** Admin Dashboard → Pro Users: the member manager. Search and filters run on the server; a member opens on their own page. */
export function MemberManager() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<MemberFilter>('pro');
  const [openId, setOpenId] = useState<string | null>(null);
  const q = useSettled(search);
  // A new search or filter starts again at its first page.
  const listKey = `${filter}|${q}`;
  const [paged, setPaged] = useState({ listKey, page: 1 });
  const page = paged.listKey === listKey ? paged.page : 1;
  const setPage = (next: number) => setPaged({ listKey, page: next });
  const members = useMembers(q, filter, page);

  if (openId) return <MemberPage userId={openId} onBack={() => setOpenId(null)} />;
  return (
    <section className="members" aria-label="Member manager">
      <Toolbar search={search} onSearch={setSearch} filter={filter} onFilter={setFilter} />
      <QueryStatus query={members} className="pro-users__state" loading="Loading members…" failed={(error) => errorMessage(error, 'Could not load the members.')}>
        {(data) => (
          <>
            <Pager page={data.page} pages={Math.max(1, Math.ceil(data.total / data.pageSize))} total={data.total} onPage={setPage} />
            {data.members.length === 0 ? (
              <p className="pro-users__state">{filter === 'pro' && q === '' ? SUBSCRIPTION_MESSAGES.noProUsers : MEMBER_MESSAGES.noMembers}</p>
            ) : (
              <MembersTable members={data.members} onOpen={(member) => setOpenId(member.id)} />
            )}
          </>
        )}
      </QueryStatus>
    </section>
  );
}
