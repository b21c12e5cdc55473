import { useState } from 'react';
import { type MemberImportReport } from '../../../../shared/features/member-import.schema.js';
import { Button } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { fileAsBase64, useRunMemberImport } from '../member-import.api';
import { ImportReportTable } from './import-report-table';
import './import-tab.css';

interface Chosen {
  name: string;
  fileBase64: string;
}

/**
 * Admin Dashboard → Import: choose a CSV, read its dry run, then import it.
 * Importing is offered only for the file whose dry run is shown, so the owner
 * always sees what will happen before it happens.
 */
export function ImportTab() {
  const run = useRunMemberImport();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [sendEmails, setSendEmails] = useState(false);
  const [report, setReport] = useState<MemberImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = (file: Chosen, apply: boolean) => {
    setFailure(null);
    run.mutate(
      { fileBase64: file.fileBase64, apply, sendEmails },
      {
        onSuccess: (answer) => {
          setReport(answer);
          if (answer.applied) notify.success(`Import done: ${answer.counts.created} created, ${answer.counts.updated} updated.`);
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  const onFiles = async ([file]: File[]) => {
    if (!file) return;
    setReport(null);
    const next = { name: file.name, fileBase64: await fileAsBase64(file) };
    setChosen(next);
    start(next, false);
  };

  const canApply = chosen !== null && report !== null && !report.applied && !run.isPending;
  return (
    <div className="import-tab">
      <section className="import-tab__section" aria-labelledby="import-file">
        <h3 id="import-file">Import members</h3>
        <p className="import-tab__hint">
          Ghost's members export, Patreon's members export, or a plain list with the columns email, name, tier, paid_until, stripe_customer_id. Members are matched by
          e-mail; running the same file twice changes nothing the second time. They sign in later with Google or a code e-mailed to that address.
        </p>
        <FilePicker buttonLabel="Choose a CSV file" label="CSV file" accept=".csv,text/csv" chosen={chosen ? [chosen.name] : []} hint="Nothing changes until you import." onFiles={(files) => void onFiles(files)} disabled={run.isPending} />
        <label className="import-tab__check">
          <input type="checkbox" checked={sendEmails} onChange={(event) => setSendEmails(event.target.checked)} /> E-mail members who get complimentary Pro
        </label>
        {run.isPending && (
          <p className="import-tab__hint" role="status">
            {report === null ? 'Reading the file…' : 'Importing…'}
          </p>
        )}
        {failure && (
          <p className="field__error" role="alert">
            {failure}
          </p>
        )}
        {report && !report.applied && (
          <div className="import-tab__actions">
            <Button onClick={() => chosen && start(chosen, true)} disabled={!canApply} loading={run.isPending}>
              Import {report.counts.created + report.counts.updated} member{report.counts.created + report.counts.updated === 1 ? '' : 's'}
            </Button>
            <span className="import-tab__hint">Each row is imported whole or not at all; skipped rows stay out.</span>
          </div>
        )}
      </section>
      {report && (
        <section className="import-tab__section" aria-labelledby="import-report">
          <h3 id="import-report">{report.applied ? 'Import report' : 'Dry run'}</h3>
          <ImportReportTable report={report} />
        </section>
      )}
    </div>
  );
}
