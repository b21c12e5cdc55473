import { useMutation } from '@tanstack/react-query';
import { MEMBER_IMPORT_PATHS, MemberImportReportSchema, type RunMemberImport } from '../../../shared/features/member-import.schema.js';
import { api } from '../../lib/api-client';

/** Admin Dashboard → Import: one call for the dry run and the import (`apply`). */
export const useRunMemberImport = () =>
  useMutation({ mutationFn: (input: RunMemberImport) => api.post(MEMBER_IMPORT_PATHS.run, input, { schema: MemberImportReportSchema }) });

/** The file's bytes as base64: the server, not the browser, decides whether they are UTF-8. */
export async function fileAsBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: one call with every byte as an argument overflows the stack on a large file.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
