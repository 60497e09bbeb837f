import { AreaPage, Button, Muted, Pager, QueryState, SelectField, TextField, useDebounced } from '@affnet/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublishers } from '../api/view-publishers';
import { usePublisherQuery } from '../hooks/use-publisher-query';
import '../i18n/publishers';
import { InviteLinks } from './invite-links';
import { NewPublisherPanel, PublisherPanel } from './publisher-panel';
import { PublisherTable } from './publisher-table';
import { Toolbar } from './ui-bits';

/** /network/publishers: search, filter, sort and page the publishers; one opens in a panel (?publisher=id|new). */
export function PublishersPage() {
  const { t } = useTranslation('publishers');
  const { t: tNetwork } = useTranslation('network');
  const q = usePublisherQuery();
  const [typed, setTyped] = useState(q.search);
  const publishers = usePublishers(q.query);

  const { setSearch, search } = q;
  const settled = useDebounced(typed);
  useEffect(() => {
    if (settled !== search) setSearch(settled);
  }, [settled, search, setSearch]);

  const selectedId = q.selected && /^\d+$/.test(q.selected) ? Number(q.selected) : null;
  // The table itself is asked again by the save (usePublisherChanged); a new publisher opens in the panel.
  const added = (id: number) => q.select(String(id));

  return (
    <AreaPage title={tNetwork('publishers')}>
      <Toolbar>
        <TextField
          label={t('search')}
          type="search"
          placeholder={t('searchPlaceholder')}
          value={typed}
          maxLength={200}
          onChange={(e) => setTyped(e.target.value)}
        />
        <SelectField
          label={t('statusFilter')}
          name="status_filter"
          value={q.query.options.status ?? ''}
          onChange={(e) => q.setStatus(e.target.value)}
        >
          <option value="">{t('allStatuses')}</option>
          <option value="active">{t('status.active')}</option>
          <option value="inactive">{t('status.inactive')}</option>
        </SelectField>
        <Button type="button" onClick={() => q.select('new')}>
          {t('add')}
        </Button>
      </Toolbar>
      {q.selected === 'new' ? <NewPublisherPanel onClose={() => q.select(null)} onAdded={added} /> : null}
      {selectedId !== null ? <PublisherPanel publisherId={selectedId} onClose={() => q.select(null)} /> : null}
      <QueryState
        query={publishers}
        isEmpty={(found) => found.rows.length === 0}
        empty={<Muted role="status">{t('empty')}</Muted>}
      >
        {(found) => (
          <>
            <PublisherTable rows={found.rows} query={q.query} onSort={q.sortBy} onOpen={(id) => q.select(String(id))} />
            <Pager page={found.page} limit={found.limit} total={found.total} onPage={q.setPage} />
          </>
        )}
      </QueryState>
      <InviteLinks />
    </AreaPage>
  );
}
