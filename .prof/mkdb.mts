import { openDatabase } from '/work/wt/speed/db/client';
import { seedDemo } from '/work/wt/speed/seed/demo';
const h = openDatabase('/tmp/prof/demo.db'); await seedDemo(h.db, h.sqlite, { seed: 1, today: new Date() }); h.sqlite.pragma('wal_checkpoint(TRUNCATE)'); h.close();
