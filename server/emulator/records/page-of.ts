// The paginator shape (Laravel style) of spec §7: one page of rows and where it sits.

/** `load` reads the page's window; last_page is at least 1, even when empty. */
export const pageOf = <T>(page: number, perPage: number, total: number, load: (window: { limit: number; offset: number }) => T[]) => {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const data = page > lastPage ? [] : load({ limit: perPage, offset: (page - 1) * perPage });
  return { data, current_page: page, last_page: lastPage, per_page: perPage, total };
};
