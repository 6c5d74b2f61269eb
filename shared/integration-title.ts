// What an integration is called wherever it is named (the lists, alerts, mail): the name someone
// gave it, else what it connects once configured ("Spring Promo page: 2 forms → Keepin CRM"),
// else its record's name.

type TTitleFacts = { name: string | null; page_name: string | null; form_count: number };

/** "Spring Promo page: 2 forms → Keepin CRM": what a configured integration connects; null before. */
export function connectsTitle(title: TTitleFacts | undefined, receivingName: string | undefined): string | null {
  if (!title?.page_name || title.form_count === 0 || !receivingName) return null;
  return `${title.page_name} page: ${title.form_count} form${title.form_count === 1 ? '' : 's'} → ${receivingName}`;
}

/** The one title of an integration. */
export function titleOfIntegration(recordName: string, title: TTitleFacts | undefined, receivingName: string | undefined): string {
  return title?.name ?? connectsTitle(title, receivingName) ?? recordName;
}
