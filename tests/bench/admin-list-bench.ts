// The admin users list's page query (server/emulator/routes/admin-directory.ts: countUsers and
// listUsersPage, what GET /api/admin/users runs) on the large database (≥10,000 users) beside the
// same calls on the demo-scale database: page 1, the last page, and a search (a LIKE over name,
// email and project path, which no index can serve: it grows with the table by design).
import { openDatabase } from '../../db/client';
import { countUsers, listUsersPage } from '../../db/queries/users';
import { ADMIN_PAGE_SIZE } from '../../shared/constants';
import { timeRuns } from './stats';
import type { TTimings } from './stats';

export type TAdminListFigures = {
  users: { large: number; demo: number };
  firstPage: { large: TTimings; demo: TTimings };
  lastPage: { large: TTimings; demo: TTimings };
  search: { large: TTimings; demo: TTimings };
};

/** What one page of the list costs: the count (for last_page) and the page's rows. */
const pageQuery = (db: ReturnType<typeof openDatabase>['db'], page: number, search?: string) => () => {
  const total = countUsers(db, undefined, search);
  return listUsersPage(db, { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE, search }).length + total;
};

const timeOn = (path: string, runs: number) => {
  const { db, close } = openDatabase(path, { migrate: false });
  try {
    const users = countUsers(db);
    const lastPage = Math.max(1, Math.ceil(users / ADMIN_PAGE_SIZE));
    if (listUsersPage(db, { limit: ADMIN_PAGE_SIZE, offset: 0 }).length !== Math.min(ADMIN_PAGE_SIZE, users)) throw new Error('The first page is not full');
    return {
      users,
      first: timeRuns(pageQuery(db, 1), runs),
      last: timeRuns(pageQuery(db, lastPage), runs),
      search: timeRuns(pageQuery(db, 1, 'alex'), runs),
    };
  } finally {
    close();
  }
};

export const benchAdminList = (largePath: string, demoPath: string, runs = 200): TAdminListFigures => {
  const large = timeOn(largePath, runs);
  const demo = timeOn(demoPath, runs);
  return {
    users: { large: large.users, demo: demo.users },
    firstPage: { large: large.first, demo: demo.first },
    lastPage: { large: large.last, demo: demo.last },
    search: { large: large.search, demo: demo.search },
  };
};
