import { IMPORT_OUTCOMES, MEMBER_IMPORT_FORMAT_LABELS, type ImportRowReport, type MemberImportReport } from '../../../../shared/features/member-import.schema.js';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';

const OUTCOME_LABELS: Record<ImportRowReport['outcome'], string> = { created: 'Created', updated: 'Updated', unchanged: 'Unchanged', skipped: 'Skipped' };
const DRY_RUN_LABELS: Record<ImportRowReport['outcome'], string> = { created: 'Would create', updated: 'Would update', unchanged: 'Unchanged', skipped: 'Skipped' };

/** A report's counts and its row-by-row table: what the import did, or (dry run) would do. */
export function ImportReportTable({ report }: { report: MemberImportReport }) {
  const labels = report.applied ? OUTCOME_LABELS : DRY_RUN_LABELS;
  const columns: DataColumn<ImportRowReport>[] = [
    { header: 'Line', cell: (row) => row.line },
    { header: 'E-mail', cell: (row) => row.email || '—' },
    { header: 'Outcome', cell: (row) => <span className={`import-tab__outcome import-tab__outcome--${row.outcome}`}>{labels[row.outcome]}</span> },
    { header: 'Detail', cell: (row) => row.detail },
  ];
  return (
    <div className="import-tab__report">
      <p className="import-tab__summary" role="status">
        {report.applied ? 'Imported' : 'Dry run, nothing changed yet'} ({MEMBER_IMPORT_FORMAT_LABELS[report.format]}):{' '}
        {IMPORT_OUTCOMES.map((outcome) => `${report.counts[outcome]} ${labels[outcome].toLowerCase()}`).join(', ')}.
      </p>
      <DataTable
        caption={`${report.applied ? 'Import report' : 'Dry run report'}, ${report.rows.length} row${report.rows.length === 1 ? '' : 's'}`}
        columns={columns}
        rows={report.rows}
        rowKey={(row) => row.line}
        empty="The file has a header row and no members."
      />
    </div>
  );
}
