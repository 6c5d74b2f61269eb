// The page number sent to the admin lists: the gateway takes pages up to 100,000, and any page
// past the end answers an empty page, so a larger `?page` asks for the last page it accepts.
export const MAX_QUERY_PAGE = 100_000;

export const toQueryPage = (page: number) => Math.min(Math.max(1, Math.trunc(page)), MAX_QUERY_PAGE);
