import { useState } from 'react';
import { api, errorMessage, routes, type LearningFile, type StudentAssignment } from '@sla/data';
import { LEARNING_MESSAGES } from '@sla/contract/schemas';
import { uploadProblem } from '@sla/domain';
import { t } from '@sla/i18n';

/** How many uploaded files may wait for a hand-in at once (the service refuses more). */
export const MOST_FILES = 5;

export type Upload = { name: string; percent: number };

/** A refusal names its file, so a list of several reads clearly. */
const aboutFile = (name: string, message: string) =>
  message.includes(name) ? message : t('{name}: {problem}', { name, problem: message });

/**
 * The files uploaded for an assignment and not handed in yet: each chosen file is checked in the browser (type,
 * name, size: the same rules the service applies, before a long upload is spent on it), then uploaded one at a time
 * with its progress; the service's refusals (415, 413, 409) come back in words, one per file.
 */
export function usePendingFiles(assignment: StudentAssignment) {
  const [files, setFiles] = useState<LearningFile[]>(assignment.pendingFiles);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const rules = { accept: assignment.fileTypes, maxSizeMb: assignment.maxFileMb };

  const add = async (chosen: readonly File[]) => {
    if (upload || chosen.length === 0) return;
    if (files.length + chosen.length > MOST_FILES) {
      setProblems([t('{problem} Remove a file before adding another.', { problem: t(LEARNING_MESSAGES.chooseFiles) })]);
      return;
    }
    const found: string[] = [];
    const fine = chosen.filter((file) => {
      const problem = uploadProblem(rules, file);
      if (problem) found.push(problem.message);
      return !problem;
    });
    setProblems(found);
    for (const file of fine) {
      const name = file.name;
      setUpload({ name, percent: 0 });
      try {
        const uploaded = await api(routes.uploadSubmissionFile, {
          params: { id: assignment.id },
          file,
          onProgress: (fraction) => setUpload({ name, percent: Math.round(Math.min(Math.max(fraction, 0), 1) * 100) }),
        });
        setFiles((current) => [...current, uploaded]);
      } catch (error) {
        found.push(aboutFile(name, t(errorMessage(error))));
        setProblems([...found]);
      }
    }
    setUpload(null);
  };

  const remove = (file: LearningFile) => {
    setRemoving(file.id);
    setProblems([]);
    api(routes.removeSubmissionFile, { params: { id: assignment.id, fileId: file.id } })
      .then(
        () => setFiles((current) => current.filter((candidate) => candidate.id !== file.id)),
        (error: unknown) => setProblems([aboutFile(file.name, t(errorMessage(error)))]),
      )
      .finally(() => setRemoving(null));
  };

  return { files, upload, removing, problems, add, remove, clearProblems: () => setProblems([]) };
}
