/**
 * The kinds of record a privacy report counts (the retention job's, a data-subject
 * request's), each with the label people read. Both are written once, as the labels: the
 * kinds are their keys, in the order written, which is the order reports list them in.
 */
export function countedKinds<Labels extends Record<string, string>>(labels: Labels) {
  // Object.keys keeps the written order for keys that are not array indices, as these are not.
  const kinds: readonly (keyof Labels & string)[] = Object.keys(labels);
  return { kinds, labels };
}

/**
 * The labels of the records both reports count, written once so the retention job's report and
 * a data-subject request's name them alike.
 */
export const FORM_RECORD_LABELS = {
  enquiries: "Enquiries",
  applications: "Applications",
  resumes: "Résumé files",
} as const;
export const SPAM_LABEL = "Spam";
